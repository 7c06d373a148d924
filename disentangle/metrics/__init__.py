"""Disentanglement metrics as small pure functions over `Link` and `Conversation` records.

Following Kummerfeld et al. (2019): link precision/recall/F over (message, parent) pairs; over the
conversations (connected components), scaled variation of information, one-to-one overlap, exact-match
P/R/F of conversations with more than one message, the adjusted Rand index and Shen's F; and Cohen's
kappa over link / no-link decisions, for annotator agreement. Scores are percentages, except kappa (a
fraction). All files are pooled: clustering metrics use one contingency table whose rows are gold and
whose columns are system conversations. `evaluate` restricts each file to its annotated range (from its
smallest annotated message); `evaluate_files` does the same from annotation and output files, pairing
them by sample name. A metric over nothing scores 0.

The package's modules: `records` (PRF, Scores, FileScores, MetricsError, format_scores), `links` (link P/R/F,
kappa), `clusters` (exact match and the contingency-table metrics), `scoring` (`evaluate`), `gold_checks` (gold
against its log), `coverage` (output against its gold: its log, its coverage, its directions) and `files`
(`evaluate_files` and reading gold and output files); every public name is re-exported here.
"""
from .clusters import (
                       adjusted_rand_index,
                       contingency,
                       exact_match_prf,
                       one_to_one,
                       scaled_vi,
                       shen_f,
                       table_ari,
                       table_one_to_one,
                       table_scaled_vi,
                       table_shen_f,
                       table_size,
)
from .files import SAMPLE_SUFFIX, evaluate_files, output_format, read_auto, read_gold, sample_name
from .links import link_kappa, link_pairs, link_prf
from .records import (
                      CONVERSATIONS_FORMAT,
                      LINKS_FORMAT,
                      PERCENT,
                      PRF,
                      FileScores,
                      MetricsError,
                      Scores,
                      format_scores,
                      prf,
)
from .scoring import evaluate

__all__ = [
    "CONVERSATIONS_FORMAT", "FileScores", "LINKS_FORMAT", "PERCENT", "PRF", "SAMPLE_SUFFIX", "MetricsError", "Scores",
    "adjusted_rand_index", "contingency", "evaluate", "evaluate_files", "exact_match_prf", "format_scores",
    "link_kappa", "link_pairs", "link_prf", "one_to_one", "output_format", "prf", "read_auto", "read_gold",
    "sample_name", "scaled_vi", "shen_f", "table_ari", "table_one_to_one", "table_scaled_vi", "table_shen_f",
    "table_size",
]
