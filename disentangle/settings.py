"""Settings: where the project finds and keeps its data, and the environment variables it reads.

Every location has one name here, and every module takes it from here. Nothing is ever written inside
the installation:

- Outputs go under the current directory unless an `--output` says otherwise: datasets in
  `data/extracted/YEAR/` (`disentangle extract`), reports in `reports/compare-YEAR/` (`disentangle compare`).
- Caches (downloaded daily logs, the downloaded corpus, the man-page knowledge files) go under the user's
  cache directory, `platformdirs.user_cache_dir("irc-disentangle")` (`$XDG_CACHE_HOME/irc-disentangle` or
  `~/.cache/irc-disentangle` on Linux), or under `$DISENTANGLE_CACHE` when it is set. A checkout uses the
  same cache as an installed package: one cache per user, shared by every checkout and environment.
- Nothing from the shared data is committed: the annotated corpus and real daily logs are found at run
  time through `$DISENTANGLE_DATA` or command-line options, and, in a checkout only, in `../shared` beside
  it. An installed package has no checkout around it: it uses the variables, the cache or a download.

The cache locations are functions, read at each call, so a changed `$DISENTANGLE_CACHE` (the tests point it
at a temporary directory) is followed. The shipped model is package data, found with `importlib.resources`.
"""
from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

import platformdirs

ENV_DATA = "DISENTANGLE_DATA"             # the annotated corpus' root (a directory holding train/ and dev/)
ENV_CACHE = "DISENTANGLE_CACHE"           # the cache root, instead of the user's cache directory
APP_NAME = "irc-disentangle"              # the directory name under the user's cache directory
CHECKOUT_MARKER = "setup.cfg"             # beside the package in a checkout, never in site-packages


def find_project_root(package_dir: Path) -> Path | None:
    """The checkout holding the package directory `package_dir`, or None when the package is installed
    (a checkout has `setup.cfg` beside the package; site-packages has not)."""
    root = package_dir.parent
    return root if (root / CHECKOUT_MARKER).is_file() else None


PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_ROOT = find_project_root(PACKAGE_DIR)   # None for an installed package
SHARED_DATA = PROJECT_ROOT.parent / "shared" / "data" if PROJECT_ROOT is not None else None
SHARED_MIRROR = SHARED_DATA / "irc-disentanglement" if SHARED_DATA is not None else None  # the annotated corpus
SHARED_IRCLOGS = SHARED_DATA / "irclogs" if SHARED_DATA is not None else None              # whole real days

DATA_DIR = Path("data")                          # relative: under the current directory
EXTRACTED_DIR = DATA_DIR / "extracted"           # `disentangle extract` output, one directory per year
REPORTS_DIR = Path("reports")                    # `disentangle compare` output, one directory per year

LOG_CACHE_NAME = "irclogs"                       # downloaded daily logs, `YYYY/MM/DD/#channel.txt`
CORPUS_CACHE_NAME = "irc-disentanglement"        # the downloaded upstream corpus release
KNOWLEDGE_CACHE_NAME = "manpages.jsonl"          # the man pages of this machine, as DSTC7 knowledge

# Self-training's defaults (`disentangle.training.pseudo`), here so that `train --help` need not import it
PSEUDO_PRECISION = 0.9   # kept pseudo-links are right this often on train's annotated lines (in-sample)
PSEUDO_SHARE = 0.5       # at most this many pseudo-labelled messages per gold message


def cache_dir() -> Path:
    """The cache root: `$DISENTANGLE_CACHE` when set, else the user's cache directory for the project."""
    explicit = os.environ.get(ENV_CACHE)
    if explicit:
        return Path(explicit).expanduser()
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def log_cache_dir() -> Path:
    """Where downloaded daily logs are kept (the layout of irclogs.ubuntu.com)."""
    return cache_dir() / LOG_CACHE_NAME


def corpus_cache_dir() -> Path:
    """Where a download of the annotated corpus is unpacked."""
    return cache_dir() / CORPUS_CACHE_NAME


def knowledge_file() -> Path:
    """The man-page knowledge file of this machine's man pages (built when absent)."""
    return cache_dir() / KNOWLEDGE_CACHE_NAME


def legacy_log_cache() -> Path | None:
    """A checkout's `data/cache/irclogs/`, where versions before the user cache kept downloaded logs, when it
    still exists (so that the user can be told to move it rather than download the days again)."""
    if PROJECT_ROOT is None:
        return None
    old = PROJECT_ROOT / DATA_DIR / "cache" / LOG_CACHE_NAME
    return old if old.is_dir() else None


def in_current_dir(relative: Path) -> Path:
    """A default output location: `relative` under the current directory, made absolute now (so a report
    names it whole and a later change of directory does not move it)."""
    return Path.cwd() / relative


MODEL_FILE = "disentangle.npz"
# The shipped model is package data (`disentangle/models/`, in a checkout links to the top-level `models/`
# where `make train` writes it and its card lives), so a wheel or a non-editable install has it too.
SHIPPED_MODEL = Path(str(resources.files("disentangle") / "models" / MODEL_FILE)).resolve()
