"""Settings: where the project finds and keeps its data, and the environment variables it reads.

Every location has one name here, and every module takes it from here. Nothing from the shared data is
committed: the annotated corpus and real daily logs are found at run time in `../shared` beside the
project (or through `$DISENTANGLE_DATA` / command-line options), and everything the project fetches or
builds goes under `data/` in the project (downloads and man-page knowledge in `data/cache/`, datasets in
`data/extracted/`), reports of `disentangle compare` under `reports/`. The shipped model is package data,
found with `importlib.resources`.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

ENV_DATA = "DISENTANGLE_DATA"             # the annotated corpus' root (a directory holding train/ and dev/)

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHARED_ROOT = PROJECT_ROOT.parent / "shared"
SHARED_MIRROR = SHARED_ROOT / "data" / "irc-disentanglement"   # the annotated corpus, shared
SHARED_IRCLOGS = SHARED_ROOT / "data" / "irclogs"               # whole real days, shared

DATA_DIR = PROJECT_ROOT / "data"
CACHE_DIR = DATA_DIR / "cache"                   # downloads and built knowledge, never committed
LOG_CACHE_DIR = CACHE_DIR / "irclogs"            # downloaded daily logs, `YYYY/MM/DD/#channel.txt`
KNOWLEDGE_PATH = CACHE_DIR / "manpages.jsonl"    # the man pages of this machine, as DSTC7 knowledge
EXTRACTED_DIR = DATA_DIR / "extracted"           # `make extract` output, one directory per year
REPORTS_DIR = PROJECT_ROOT / "reports"           # `disentangle compare` output

MODEL_FILE = "disentangle.npz"
# The shipped model is package data (`disentangle/models/`, in a checkout links to the top-level `models/`
# where `make train` writes it and its card lives), so a wheel or a non-editable install has it too.
SHIPPED_MODEL = Path(str(resources.files("disentangle") / "models" / MODEL_FILE)).resolve()
