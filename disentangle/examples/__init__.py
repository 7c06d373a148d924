"""Dialogues into next-utterance-selection examples: splits, cutting, candidates, the grounding knowledge (man pages)
and the exporters that write them.
"""
