"""Shared fixtures: paths to the shared corpus (skipped cleanly when absent) and the tests' own data; the
session's private cache (never the user's)."""
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import platformdirs
import pytest

from disentangle.extract.layout import STATS_FILE
from disentangle.features.pairs import FEATURE_NAMES, N_FEATURES
from disentangle.linking.model import LinkModel, ModelConfig
from disentangle.linking.model_file import save_model
from disentangle.logs.files import read_log
from disentangle.logs.records import Log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.methods.disentanglers import Learned
from disentangle.settings import APP_NAME, ENV_CACHE, SHIPPED_MODEL

TESTS = Path(__file__).resolve().parent
DATA = TESTS / "data"
SHARED = TESTS.parent.parent / "shared" / "data"
CORPUS = SHARED / "irc-disentanglement"
IRCLOGS = SHARED / "irclogs"
PIPELINE = DATA / "pipeline"
SMALL_LOG = DATA / "logs" / "small.txt"  # ten hand-made lines: see the `small_log` fixture
# Three corpus excerpts play three consecutive whole days of the `tree` fixture; then a corrupt day and a
# day whose last line has no line end (read and counted, not dropped).
EXCERPTS = {"2015/01/20": "2015-01-20.train-b", "2015/01/21": "2015-02-04.train-b",
            "2015/01/22": "2015-04-19.train-b"}


PROXY_VARIABLES = ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY")
RUN = "run"  # the stats.json field that may differ between runs


def snapshot(out: Path) -> dict[str, bytes]:
    """Every file of an output directory, stats.json without its `run` section."""
    files = {}
    for path in sorted(out.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            if path.name == STATS_FILE:
                stats = json.loads(data)
                stats.pop(RUN)
                data = json.dumps(stats, sort_keys=True).encode()
            files[str(path.relative_to(out))] = data
    return files


def tree_listing(root: Path) -> dict[str, tuple[int, int]]:
    """Every file under `root` (relative path -> size and modification time); empty when `root` is absent."""
    return {path.relative_to(root).as_posix(): (path.stat().st_size, path.stat().st_mtime_ns)
            for path in sorted(root.rglob("*")) if path.is_file()}


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory) -> Iterator[Path]:
    """Point `$DISENTANGLE_CACHE` at a temporary directory for the whole session (before any other fixture;
    subprocesses and worker processes inherit it), so downloads and knowledge files never land in the
    user's cache directory; at the end, check that the user's cache directory is as it was."""
    user_cache = Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    before = tree_listing(user_cache)
    cache = tmp_path_factory.mktemp("cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(ENV_CACHE, str(cache))
        yield cache
    assert tree_listing(user_cache) == before, f"the tests wrote into the user's cache {user_cache}"


@pytest.fixture
def no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    """No proxy settings in the environment: requests to the loopback test servers go straight there."""
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)


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
    """A writable copy of the annotation tool's sample log, tests/data/annotate/chat.log."""
    path = tmp_path / "chat.log"
    shutil.copy(DATA / "annotate" / "chat.log", path)
    return path


@pytest.fixture(scope="session")
def small_log() -> Log:
    """tests/data/logs/small.txt, named `small`: 0 join, 1 alice asks, 2 bob answers alice, 3 carol action,
    4 alice thanks bob, 5 bob -> bobby, 6 bobby answers alice, 7 dave asks, 8 g[r] eek answers dave,
    9 alice thanks bobby."""
    return read_log(SMALL_LOG, name="small")


@pytest.fixture(scope="session")
def tokenizer() -> ChatTokenizer:
    """The chat tokenizer with its default rules (it keeps no state that a test could change)."""
    return ChatTokenizer()


@pytest.fixture(scope="module")
def learned() -> Learned:
    """The shipped model as the learned disentangler (with its own tokenizer)."""
    return Learned.load(SHIPPED_MODEL)


def dev_scores_through_cli(model: Path, dev: list[Path], out: Path, capsys) -> dict:
    """`disentangle predict --one-parent --decode greedy` with `model` over the dev files (from their first
    annotated line), then `disentangle evaluate --json` of that output against their gold annotation: the
    scores (one parent per message, each its most probable, as training scores dev for the model card)."""
    from disentangle.cli import main

    assert main(["predict", "--model", str(model), "--start", "1000", "--one-parent", "--decode", "greedy",
                 *map(str, dev)]) == 0
    out.write_text(capsys.readouterr().out)
    gold = [str(p).replace(".raw.txt", ".annotation.txt") for p in dev]
    assert main(["evaluate", "--gold", *gold, "--auto", str(out), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


# A link model with hand-set weights on named features: a message replies to the author it addresses or
# who addressed it, else starts a conversation; farther candidates score lower. It runs the real feature
# and numpy scoring code, needs no training and loads whatever features this version computes.
RULE_WEIGHTS = {"msg_targets_cand_author": 4.0, "cand_targets_msg_author": 3.0,
                "msg_mentions_cand_author": 2.0, "msg_author_last_target_is_cand_author": 2.0,
                "cand_author_last_target_is_msg_author": 2.0,
                "self": 1.5, "log_distance": -0.3, "same_author": 0.5}


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory) -> Path:
    weights = np.zeros((1, N_FEATURES), np.float32)
    for name, value in RULE_WEIGHTS.items():
        weights[0, FEATURE_NAMES.index(name)] = value
    layers = [(weights, np.zeros(1, np.float32)), (np.ones((1, 1), np.float32), np.zeros(1, np.float32))]
    model = LinkModel(ModelConfig(hidden=(1,)), np.zeros(N_FEATURES, np.float32),
                      np.ones(N_FEATURES, np.float32), layers, {"note": "hand-set rule weights for tests"})
    return save_model(model, tmp_path_factory.mktemp("model") / "rule.npz")


@pytest.fixture(scope="session")
def length_calibrator(tmp_path_factory) -> Path:
    """A dialogue calibrator whose probability rises with the conversation's length alone: the rule model's
    flat link probabilities make the shipped calibrator's values all about 0, this one spreads them."""
    from disentangle.dialogues.calibration import FEATURE_NAMES as EVIDENCE
    from disentangle.dialogues.calibration import Calibrator, save_calibrator
    weights = tuple(1.0 if name == "log_messages" else 0.0 for name in EVIDENCE)
    calibrator = Calibrator(EVIDENCE, (2.0,) * len(EVIDENCE), (1.0,) * len(EVIDENCE), weights, 0.0, 0.5,
                            "hand-set for tests: longer conversations are likelier exact")
    return save_calibrator(calibrator, tmp_path_factory.mktemp("calibration") / "length.json")


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    """A logs tree: three real excerpts as consecutive days, a corrupt day and a day without final line end."""
    if not (CORPUS / "train").is_dir():
        pytest.skip("shared corpus not available")
    root = tmp_path_factory.mktemp("logs")
    for day, name in EXCERPTS.items():
        (root / day).mkdir(parents=True)
        shutil.copyfile(CORPUS / "train" / f"{name}.raw.txt", root / day / "#ubuntu.txt")
    (root / "2015/01/23").mkdir(parents=True)
    (root / "2015/01/23/#ubuntu.txt").write_bytes(bytes(range(256)) * 40 + b"\n")
    (root / "2015/01/24").mkdir(parents=True)
    shutil.copyfile(PIPELINE / "truncated.txt", root / "2015/01/24/#ubuntu.txt")
    return root


@pytest.fixture
def controller(log):
    """The annotation tool's controller on the sample log (`log`), annotating from line 2 (lines 0-1 context)."""
    from annotate.controller.controller import Controller
    from annotate.model.session import Options, Session
    made = Controller(Session([log], Options(start=2)))
    yield made
    made.session.close()


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own cache root (`DISENTANGLE_CACHE`): splits of chat exports never shared between tests."""
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache-root"))
