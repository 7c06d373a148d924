"""Candidate scores into probabilities, shared by both passes of the link model: the score of a candidate
that can never be a parent, and the row-wise softmax over a message's candidates."""
from __future__ import annotations

import numpy as np

MASKED = -1e9   # the score of a candidate that can never be a parent (exp underflows to 0)


def softmax(scores: np.ndarray) -> np.ndarray:
    """Row-wise softmax."""
    shifted = np.exp(scores - scores.max(axis=1, keepdims=True))
    return shifted / shifted.sum(axis=1, keepdims=True)
