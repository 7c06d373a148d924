"""Dialogues into next-utterance-selection examples: the splits, cutting a dialogue into examples, the example
records and the candidate keys. The man pages that ground them are `disentangle.knowledge`; the formats that
write them, `disentangle.exporters`.
"""
