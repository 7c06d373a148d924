"""Disentangle IRC chat logs into conversations and two-person dialogues."""
__version__ = "0.1.0"
