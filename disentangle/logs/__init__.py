"""Reading logs: the layouts of IRC clients (as data), the reader into `Message` records, and tokens.
"""
