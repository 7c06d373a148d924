"""Disentangling methods behind `--method` (learned, heuristic, previous) and `predict`, which runs one over logs.
"""
