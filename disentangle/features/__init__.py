"""Pair features of a message and each of its candidate parents: the columns, text closeness, word vectors.
"""
