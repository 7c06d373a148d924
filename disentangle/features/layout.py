"""The column layout of a feature row: which columns hold which block, derived from the feature names.

A full row of the link model is, in this order, the pair features of (message, candidate), the file
features, the message's own features (`msg_*`) and the candidate's (`cand_*`); a second-pass row appends
its extra features (`stacking.STACK_FEATURES`). `FeatureLayout` is built from those name tuples only, so
adding a feature name moves every slice with it: no module slices feature columns by position. The
message's side (file features then `msg_*`) is one contiguous block, as `features.message_side` builds it.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

MESSAGE_PREFIX = "msg_"
CANDIDATE_PREFIX = "cand_"


class LayoutError(ValueError):
    """A matrix whose feature axis does not have the width of the layout (a programming error)."""


@dataclass(frozen=True)
class FeatureLayout:
    """Where each block of features lies in a row; every slice follows from the name tuples."""

    pair_names: tuple[str, ...]
    file_names: tuple[str, ...]
    message_names: tuple[str, ...]          # per-line features; a row holds them twice (msg_, cand_)
    extra_names: tuple[str, ...] = ()       # appended by a second pass

    @property
    def names(self) -> tuple[str, ...]:
        """Every column's name, in column order."""
        return (self.pair_names + self.file_names + tuple(MESSAGE_PREFIX + n for n in self.message_names)
                + tuple(CANDIDATE_PREFIX + n for n in self.message_names) + self.extra_names)

    @property
    def width(self) -> int:
        return len(self.pair_names) + len(self.file_names) + 2 * len(self.message_names) + len(self.extra_names)

    @property
    def pair(self) -> slice:
        """The pair features of (message, candidate)."""
        return slice(0, len(self.pair_names))

    @property
    def file(self) -> slice:
        return slice(self.pair.stop, self.pair.stop + len(self.file_names))

    @property
    def message(self) -> slice:
        """The message's own per-line features (`msg_*`)."""
        return slice(self.file.stop, self.file.stop + len(self.message_names))

    @property
    def message_side(self) -> slice:
        """What depends on the message only: the file features then the message's (`msg_*`)."""
        return slice(self.file.start, self.message.stop)

    @property
    def candidate(self) -> slice:
        """The candidate's per-line features (`cand_*`)."""
        return slice(self.message.stop, self.message.stop + len(self.message_names))

    @property
    def extra(self) -> slice:
        return slice(self.candidate.stop, self.width)

    @property
    def blocks(self) -> tuple[slice, ...]:
        """The blocks in column order: pair, file, message, candidate, extra."""
        return self.pair, self.file, self.message, self.candidate, self.extra

    def column(self, name: str) -> int:
        """The column of one feature, by its full name (`msg_url`, `p1_log_prob`, ...)."""
        return self.names.index(name)

    def extended(self, extra_names: tuple[str, ...]) -> "FeatureLayout":
        """This layout with `extra_names` appended (a second pass's rows)."""
        return FeatureLayout(self.pair_names, self.file_names, self.message_names, self.extra_names + extra_names)

    def check(self, matrix: np.ndarray, what: str = "matrix") -> np.ndarray:
        """`matrix` itself when its last axis is one column per feature of this layout; else LayoutError."""
        if matrix.ndim < 1 or matrix.shape[-1] != self.width:
            raise LayoutError(f"{what} of shape {matrix.shape}: its last axis must hold the {self.width} "
                              "features of this layout")
        return matrix

    def split(self, matrix: np.ndarray, what: str = "matrix") -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The (pair, message side, candidate) column blocks of a matrix whose last axis is a row of this
        layout without extras (e.g. a first layer's weights): views, not copies."""
        self.check(matrix, what)
        if self.extra_names:
            raise LayoutError(f"{what}: split needs a layout without extra features")
        return matrix[..., self.pair], matrix[..., self.message_side], matrix[..., self.candidate]
