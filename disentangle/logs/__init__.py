"""Reading logs: the layouts of IRC clients as data (`formats`), what a read log is (`records`: `Message`,
`Log`), the counts of what was odd (`counts`), decoding and cleaning lines (`lines`), lines into messages
(`reading`), a file read whole (`files`) or a window at a time (`windows`), chat exports (`exports`), a
long file cut into days (`split`), and tokens.
"""
