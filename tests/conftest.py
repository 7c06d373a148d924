"""Shared fixtures: paths to the shared corpus (skipped cleanly when absent) and the tests' own data."""
import json
import shutil
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
DATA = TESTS / "data"
SHARED = TESTS.parent.parent / "shared" / "data"
CORPUS = SHARED / "irc-disentanglement"
IRCLOGS = SHARED / "irclogs"


@pytest.fixture
def corpus_root() -> Path:
    if not (CORPUS / "dev").is_dir():
        pytest.skip("shared corpus not available")
    return CORPUS


@pytest.fixture(scope="module")
def corpus_root_module() -> Path:
    """The shared corpus, for module-scoped fixtures (skipped cleanly when absent)."""
    if not (CORPUS / "dev").is_dir():
        pytest.skip("shared corpus not available")
    return CORPUS


@pytest.fixture(scope="module")
def one_dev_dataset(corpus_root_module):
    """The training rows of the first dev file (`trainset.build_dataset`), built once per module."""
    from disentangle.corpus import samples as corpus
    from disentangle.logs.tokens import ChatTokenizer
    from disentangle.training.rows import build_dataset
    return build_dataset(corpus.samples("dev", corpus_root_module)[:1], ChatTokenizer())


@pytest.fixture
def irclogs_root() -> Path:
    if not IRCLOGS.is_dir():
        pytest.skip("shared irclogs not available")
    return IRCLOGS


@pytest.fixture
def log(tmp_path) -> Path:
    """A writable copy of the annotation tool's sample log, tests/data/annotate/chat.log (modules that read
    another log define their own `log`)."""
    path = tmp_path / "chat.log"
    shutil.copy(DATA / "annotate" / "chat.log", path)
    return path


def dev_scores_through_cli(model: Path, dev: list[Path], out: Path, capsys) -> dict:
    """`disentangle predict --one-parent` with `model` over the dev files (from their first annotated line),
    then `disentangle evaluate --json` of that output against their gold annotation: the scores (one parent
    per message, as training scores dev for the model card)."""
    from disentangle.cli import main

    assert main(["predict", "--model", str(model), "--start", "1000", "--one-parent", *map(str, dev)]) == 0
    out.write_text(capsys.readouterr().out)
    gold = [str(p).replace(".raw.txt", ".annotation.txt") for p in dev]
    assert main(["evaluate", "--gold", *gold, "--auto", str(out), "--json"]) == 0
    return json.loads(capsys.readouterr().out)
