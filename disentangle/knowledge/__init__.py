"""Linux man pages as grounding knowledge of examples: reading roff, the knowledge file, linking commands named
in chat to pages, and the pages of an example.
"""
