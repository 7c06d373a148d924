"""A learned interaction of the message's and the candidate's word vectors, for the first pass's first layer.

A feature row holds the message's mean word vector (`msg_vector_*`) and the candidate's (`cand_vector_*`)
as separate columns; an additive first layer weighs each side alone and cannot compare them. This module
adds the elementwise product of two learned projections of them, z = (P m) * (Q c), with m and c the two
standardised vectors (the row's own standardisation of those columns), P and Q learned `(k, dimensions)`
matrices, and z entering the first layer through its own weights W_z `(hidden[0], k)`: a learned
low-rank bilinear form of the two texts (`vector_cosine` is one fixed such form). P m and Q c depend on
one line only, so inference computes them once per line of a log (`line_terms`); per pair only the
k-wide product meets the first layer (`pair_term`). `disentangle.train` learns P, Q and W_z jointly with
the rest of the network; k = 0 (`ModelConfig.interaction`) means no interaction, the network as before.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .feature_layout import CANDIDATE_PREFIX, MESSAGE_PREFIX
from .features import LAYOUT
from .vectors import DIMENSIONS

VECTOR_PREFIX = "vector_"
ARRAY_NAMES = ("interaction_P", "interaction_Q", "interaction_W")   # model file arrays, per member prefix


def vector_columns(prefix: str) -> np.ndarray:
    """Columns of a full feature row holding one side's word vector (`msg_` or `cand_`), by name."""
    return np.array([LAYOUT.column(f"{prefix}{VECTOR_PREFIX}{k}") for k in range(DIMENSIONS)])


MESSAGE_COLUMNS = vector_columns(MESSAGE_PREFIX)
CANDIDATE_COLUMNS = vector_columns(CANDIDATE_PREFIX)
# the same vectors as columns of a line's own MESSAGE_FEATURES (`PreparedLog.message_features`)
LINE_COLUMNS = MESSAGE_COLUMNS - LAYOUT.message.start


@dataclass
class Interaction:
    """The learned projections and their first-layer weights."""

    message: np.ndarray     # P (k, DIMENSIONS): projects the message's standardised vector
    candidate: np.ndarray   # Q (k, DIMENSIONS): projects the candidate's standardised vector
    weight: np.ndarray      # W_z (hidden[0], k): the product's weights in the first layer

    @property
    def width(self) -> int:
        return self.message.shape[0]

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The arrays in `ARRAY_NAMES` order."""
        return self.message, self.candidate, self.weight

    def rows_term(self, standardised: np.ndarray) -> np.ndarray:
        """The first layer's interaction term `(n, hidden[0])` of standardised full feature rows `(n, F)`."""
        product = (standardised[:, MESSAGE_COLUMNS] @ self.message.T) * (standardised[:, CANDIDATE_COLUMNS]
                                                                         @ self.candidate.T)
        return product @ self.weight.T

    def line_terms(self, message_features: np.ndarray, shift: np.ndarray,
                   scale: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Per line of a log, P m as the message and Q c as a candidate `(lines, k)`, from its raw
        `message_features` and the model's standardisation of full rows (`shift`, `scale`)."""
        vectors = message_features[:, LINE_COLUMNS]
        as_message = ((vectors - shift[MESSAGE_COLUMNS]) / scale[MESSAGE_COLUMNS]) @ self.message.T
        as_candidate = ((vectors - shift[CANDIDATE_COLUMNS]) / scale[CANDIDATE_COLUMNS]) @ self.candidate.T
        return as_message.astype(np.float32), as_candidate.astype(np.float32)

    def pair_term(self, as_message: np.ndarray, as_candidate: np.ndarray) -> np.ndarray:
        """The first layer's interaction term `(pairs, hidden[0])` from each pair's P m and Q c `(pairs, k)`."""
        return (as_message * as_candidate) @ self.weight.T


def check_interaction(name: str, interaction: Interaction, width: int, hidden_first: int) -> str | None:
    """Why the interaction arrays do not fit a k = `width` interaction feeding `hidden_first` units (None: they do)."""
    expected = ((width, DIMENSIONS), (width, DIMENSIONS), (hidden_first, width))
    shapes = tuple(a.shape for a in interaction.arrays())
    if shapes != expected:
        return f"{name}: interaction arrays of shapes {shapes}; the header implies {expected}"
    return None
