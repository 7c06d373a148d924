"""Scoring candidates into links: the link records and formats, the model (first and second pass), second parents, and
link confidence.
"""
