"""Fault injection: bad options and inputs, a full disk, a read-only directory, killed runs, a bad server.

Every case must end the way the guide asks: exit status 2 and one line for a user's error (never a
traceback), nothing lost silently, nothing substituted silently, no hang, no orphaned worker. All tests
here carry the `fault` marker; the README records how many cases the suite tries
(`pytest --collect-only -q -m fault`).
"""
from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import loopback
from conftest import CORPUS, DATA, EXCERPTS, IRCLOGS, SMALL_LOG
from disentangle import extract
from disentangle.cli import main
from disentangle.download import DNS_TIMEOUT
from disentangle.extract.shards import gzip_lines
from disentangle.extract.store import file_digest
from disentangle.features.vectors import DIMENSIONS as VECTOR_DIMENSIONS
from disentangle.knowledge.manpages import build_knowledge
from disentangle.linking.model_file import save_model
from helpers import MAN_ROOT, make_options, random_model

pytestmark = pytest.mark.fault

PROJECT = Path(__file__).resolve().parent.parent
SMALL = str(SMALL_LOG)
WHOLE_DAY = IRCLOGS / "2005" / "02" / "24" / "#ubuntu.txt"
SERVED_DAY = IRCLOGS / "2004" / "09" / "22" / "#ubuntu.txt"
TINY_FS_BYTES = 64 * 1024


# ---------------------------------------------------------------------------------------- helpers


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, err: str, command: str, fragment: str) -> None:
    errors = [line for line in err.splitlines() if line.startswith(f"disentangle {command}: error:")]
    assert code == 2, err
    assert "Traceback" not in err and len(errors) == 1, err
    assert fragment in errors[0], errors[0]


def cli(*argv: str, stdout=subprocess.PIPE, timeout: float = 120) -> subprocess.CompletedProcess:
    """The real command in a fresh process (for what only a real process shows: exit-time flushes)."""
    return subprocess.run([sys.executable, "-m", "disentangle", *argv], stdout=stdout, stderr=subprocess.PIPE,
                          text=True, timeout=timeout, cwd=PROJECT)


def mount_tmpfs(target: Path, *options: str) -> bool:
    """Mount a tmpfs at `target` (root only); False where the system does not allow it."""
    target.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or not shutil.which("mount"):
        return False
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", ",".join(options), "tmpfs", str(target)],
                          capture_output=True)
    return done.returncode == 0


def unmount(target: Path) -> None:
    subprocess.run(["umount", "-l", str(target)], capture_output=True)


@pytest.fixture
def full_dir(tmp_path: Path):
    """A directory on a 64 KiB file system (a tiny tmpfs), or a skip where none can be mounted."""
    target = tmp_path / "tiny"
    if not mount_tmpfs(target, f"size={TINY_FS_BYTES}"):
        pytest.skip("cannot mount a tiny tmpfs here (not root?)")
    yield target
    unmount(target)


@pytest.fixture
def read_only_dir(tmp_path: Path):
    """A directory nobody can write into: a read-only tmpfs as root, else a mode 0o555 directory."""
    target = tmp_path / "ro"
    if mount_tmpfs(target, "ro", "size=1m"):
        yield target
        unmount(target)
        return
    if os.geteuid() == 0:
        pytest.skip("root ignores directory modes and no read-only tmpfs can be mounted")
    target.chmod(0o555)
    yield target
    target.chmod(0o755)


@pytest.fixture(scope="module")
def knowledge(tmp_path_factory) -> Path:
    return build_knowledge(tmp_path_factory.mktemp("kb") / "kb.jsonl", roots=(MAN_ROOT,))


# ---------------------------------------------------------------------------- models of wrong shape


def _rewrite(path: Path, change) -> Path:
    with np.load(path, allow_pickle=False) as stored:
        arrays = {name: stored[name] for name in stored.files}
    change(arrays)
    with open(path, "wb") as handle:
        np.savez(handle, **arrays)
    return path


def _header_hidden(arrays, hidden) -> None:
    header = json.loads(str(arrays["header"]))
    header[0]["config"]["hidden"] = hidden
    arrays["header"] = np.array(json.dumps(header))


def _vectors(arrays, width: int) -> None:
    arrays["vector_words"] = np.array(["a", "b", "c"])
    arrays["vector_matrix"] = np.zeros((3, width), np.float16)


BAD_SHAPES = {
    "second layer transposed": lambda a: a.__setitem__("m0_W1", a["m0_W1"].T.copy()),
    "first bias too long": lambda a: a.__setitem__("m0_b0", np.zeros(9, np.float32)),
    "output of two scores": lambda a: a.__setitem__("m0_W2", np.zeros((2, 4), np.float32)),
    "feature shift too short": lambda a: a.__setitem__("m0_shift", a["m0_shift"][:-1].copy()),
    "scale a matrix": lambda a: a.__setitem__("m0_scale", np.ones((2, 2), np.float32)),
    "header hidden sizes differ": lambda a: _header_hidden(a, [8, 5]),
    "header one layer short": lambda a: _header_hidden(a, [8]),
    "word vectors too narrow": lambda a: _vectors(a, 7),
}


@pytest.fixture(params=sorted(BAD_SHAPES), ids=lambda name: name.replace(" ", "-"))
def bad_model(request, tmp_path: Path) -> Path:
    path = save_model(random_model(3), tmp_path / "bad.npz")
    return _rewrite(path, BAD_SHAPES[request.param])


def test_predict_with_a_model_of_wrong_shapes(capsys, bad_model: Path) -> None:
    assert_one_line_error(*run(capsys, "predict", "--model", str(bad_model), SMALL)[::2], "predict", "bad.npz")


def test_extract_with_a_model_of_wrong_shapes(capsys, bad_model: Path, tmp_path: Path) -> None:
    code, _, err = run(capsys, "extract", "--year", "2015", "--model", str(bad_model), "--output",
                       str(tmp_path / "out"), "--no-download", "--cache", str(tmp_path / "cache"))
    assert_one_line_error(code, err, "extract", "bad.npz")


def test_compare_with_a_model_of_wrong_shapes(capsys, bad_model: Path, tmp_path: Path) -> None:
    code, _, err = run(capsys, "compare", "--year", "2015", "--model", str(bad_model), "--output",
                       str(tmp_path / "out"), "--no-download")
    assert_one_line_error(code, err, "compare", "bad.npz")


# ---------------------------------------------------------------------- models of NaN or inf weights


def _non_finite(name: str, value: float):
    """A change putting `value` into the last cell of array `name` (word vectors added first if needed)."""
    def change(arrays) -> None:
        if name == "vector_matrix":
            _vectors(arrays, VECTOR_DIMENSIONS)
        arrays[name] = arrays[name].copy()
        arrays[name].flat[-1] = value
    return change


NON_FINITE = {
    "a NaN weight": ("m0_W1", np.nan),
    "an infinite bias": ("m0_b0", np.inf),
    "a -inf feature scale": ("m0_scale", -np.inf),
    "a NaN word vector": ("vector_matrix", np.nan),
}


@pytest.mark.parametrize("case", sorted(NON_FINITE), ids=lambda case: case.replace(" ", "-"))
def test_predict_with_a_model_of_nan_or_inf_weights(capsys, tmp_path: Path, case: str) -> None:
    """Once predicted with exit 0 and no word (dev link F 75.8 -> 75.0): now refused at load, by array name."""
    name, value = NON_FINITE[case]
    path = _rewrite(save_model(random_model(3), tmp_path / "bad.npz"), _non_finite(name, value))
    code, out, err = run(capsys, "predict", "--model", str(path), SMALL)
    assert_one_line_error(code, err, "predict", f"bad.npz: array {name} holds 1 NaN or infinite value")
    assert out == ""


def test_predict_with_a_nan_model_in_a_real_process(tmp_path: Path) -> None:
    """The command itself: exit status 2, one line on stderr, no traceback, nothing on stdout."""
    path = _rewrite(save_model(random_model(3), tmp_path / "bad.npz"), _non_finite("m0_W1", np.nan))
    done = cli("predict", "--model", str(path), SMALL)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "array m0_W1 holds 1 NaN or infinite value" in done.stderr


# ------------------------------------------------------------------------- options out of range


@pytest.mark.parametrize("argv, fragment", [
    (["--start", "-5"], "--start must be at least 0"),
    (["--end", "-1"], "--end must be at least 0"),
    (["--start", "5", "--end", "3"], "--end (3) is before --start (5)"),
], ids=["start-negative", "end-negative", "end-before-start"])
def test_predict_line_range_checked(capsys, argv: list[str], fragment: str) -> None:
    code, out, err = run(capsys, "predict", "--method", "previous", *argv, SMALL)
    assert_one_line_error(code, err, "predict", fragment)
    assert out == ""


@pytest.mark.parametrize("argv, fragment", [
    (["--epochs", "0"], "--epochs must be at least 1"),
    (["--epochs", "-3"], "--epochs must be at least 1"),
    (["--hidden", "-5"], "--hidden must be at least 1"),
    (["--hidden", "64", "0"], "--hidden must be at least 1"),
    (["--seeds", "-1"], "--seeds must be at least 0"),
    (["--max-train-files", "0"], "--max-train-files must be at least 1"),
    (["--max-train-files", "-2"], "--max-train-files must be at least 1"),
    (["--self-train", "m.npz"], "--self-train needs --second-pass"),
    (["--second-pass", "--pseudo-share", "0.5"], "--pseudo-share needs --self-train"),
    (["--second-pass", "--self-train", "m.npz", "--pseudo-precision", "1.5"], "--pseudo-precision 1.5: must be in"),
    (["--second-pass", "--self-train", "m.npz", "--pseudo-share", "-1"], "--pseudo-share must be at least 0"),
    (["--second-pass", "--self-train", "no-such-model.npz"], "no-such-model.npz"),
], ids=["epochs-0", "epochs-neg", "hidden-neg", "hidden-0", "seeds-neg", "max-files-0", "max-files-neg",
        "self-train-one-pass", "share-alone", "precision-above-1", "share-neg", "labeler-missing"])
def test_train_options_checked_before_training(capsys, argv: list[str], fragment: str, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save", _must_not_train)
    assert_one_line_error(*run(capsys, "train", *argv)[::2], "train", fragment)


def _must_not_train(*args, **kwargs):
    raise AssertionError("training started although the options are bad")


def test_train_output_in_a_read_only_directory(capsys, read_only_dir: Path, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save", _must_not_train)
    code, _, err = run(capsys, "train", "--output", str(read_only_dir / "m.npz"))
    assert_one_line_error(code, err, "train", "not writable")


@pytest.mark.parametrize("where", ["a-directory", "under-a-file"])
def test_train_output_that_cannot_be_a_file(capsys, tmp_path: Path, where: str, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save", _must_not_train)
    (tmp_path / "file").write_text("x")
    output = tmp_path if where == "a-directory" else tmp_path / "file" / "m.npz"
    assert run(capsys, "train", "--output", str(output))[0] == 2


def test_train_output_where_no_file_can_be_created(capsys, monkeypatch) -> None:
    """Issue 35 (10): /proc passes every permission check (as root) but takes no file: refused up front."""
    if not Path("/proc/self").is_dir():
        pytest.skip("no /proc here")
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save", _must_not_train)
    code, _, err = run(capsys, "train", "--output", "/proc/m.npz")
    assert_one_line_error(code, err, "train", "cannot create a file there")
    assert not list(Path("/proc").glob(".m.npz.*"))


def test_train_on_a_corpus_without_text_is_one_line(capsys, tmp_path: Path) -> None:
    """Issue 35 (12): a corpus of empty logs gave a ValueError traceback from the word vectors."""
    for split in ("train", "dev"):
        (tmp_path / "corpus" / split).mkdir(parents=True)
        for suffix in (".raw.txt", ".annotation.txt"):
            (tmp_path / "corpus" / split / f"2015-01-01{suffix}").write_bytes(b"")
    code, _, err = run(capsys, "train", "--data", str(tmp_path / "corpus"), "--epochs", "1",
                       "--output", str(tmp_path / "m.npz"))
    assert_one_line_error(code, err, "train", "too little text")
    assert not (tmp_path / "m.npz").exists()


@pytest.mark.parametrize("argv, fragment", [
    (["--timeout", "0"], "--timeout must be more than 0"),
    (["--retries", "-1"], "--retries must be 0 or more"),
    (["--jobs", "0"], "--jobs must be at least 1"),
    (["--base-url", "http://127.0.0.1:notaport"], "--base-url 'http://127.0.0.1:notaport' is not a valid URL"),
    (["--base-url", "ftp://example.org"], "--base-url must be an http or https URL"),
    (["--base-url", "http://"], "names no host"),
], ids=["timeout-0", "retries-neg", "jobs-0", "port-not-a-number", "not-http", "no-host"])
def test_extract_download_options_checked(capsys, tmp_path: Path, argv: list[str], fragment: str) -> None:
    started = time.monotonic()
    code, _, err = run(capsys, "extract", "--year", "2015", "--output", str(tmp_path / "out"), *argv)
    assert_one_line_error(code, err, "extract", fragment)
    assert time.monotonic() - started < DNS_TIMEOUT and not (tmp_path / "out").exists()  # at once, no trace


@pytest.mark.parametrize("argv, fragment", [
    (["--timeout", "-1"], "--timeout must be more than 0"),
    (["--retries", "-2"], "--retries must be 0 or more"),
    (["--deadline", "0"], "--deadline must be more than 0"),
], ids=["timeout-neg", "retries-neg", "deadline-0"])
def test_compare_download_options_checked(capsys, tmp_path: Path, argv: list[str], fragment: str) -> None:
    code, _, err = run(capsys, "compare", "--year", "2015", "--output", str(tmp_path / "out"), *argv)
    assert_one_line_error(code, err, "compare", fragment)


def test_extract_knowledge_file_not_utf8(capsys, tmp_path: Path) -> None:
    knowledge = tmp_path / "kb.jsonl"
    knowledge.write_bytes(b"\xff\xfe\x00not utf-8\n")
    code, _, err = run(capsys, "extract", "--year", "2015", "--knowledge", str(knowledge), "--output",
                       str(tmp_path / "out"), "--no-download", "--cache", str(tmp_path / "cache"))
    assert_one_line_error(code, err, "extract", "kb.jsonl")


# ------------------------------------------------------------------- --logs never silently replaced


def _logs_case(tmp_path: Path, case: str) -> Path:
    if case == "missing":
        return tmp_path / "no-such-tree"
    if case == "a-file":
        (tmp_path / "file.txt").write_text("[00:00] <a> hi\n")
        return tmp_path / "file.txt"
    if case == "a-zip":                             # a Slack workspace's export as Slack gives it: a zip
        with zipfile.ZipFile(tmp_path / "workspace.zip", "w") as archive:
            archive.writestr("channels.json", "[]")
        return tmp_path / "workspace.zip"
    tree = tmp_path / "tree"
    tree.mkdir()
    if case == "other-year":
        (tree / "2014" / "03" / "02").mkdir(parents=True)
        (tree / "2014" / "03" / "02" / "#ubuntu.txt").write_text("[00:00] <a> hi\n")
    return tree


LOGS_CASES = {"missing": "no such directory", "a-file": "has no dates to split it into days", "empty": "holds no day",
              "other-year": "holds no day", "a-zip": "a zip archive"}  # a file with dates is split into days (extract's and compare's source)


@pytest.mark.parametrize("command", ["extract", "compare"])
@pytest.mark.parametrize("case", sorted(LOGS_CASES))
def test_given_logs_tree_must_hold_the_year(capsys, tmp_path: Path, command: str, case: str) -> None:
    logs = _logs_case(tmp_path, case)
    code, out, err = run(capsys, command, "--year", "2015", "--logs", str(logs), "--output",
                         str(tmp_path / "out"), "--no-download")
    assert_one_line_error(code, err, command, LOGS_CASES[case])
    assert "SAMPLE" not in out + err  # never the local sample instead


# ----------------------------------------------------------------------------------- full disk


@pytest.mark.parametrize("argv", [
    ["predict", "--method", "previous", str(WHOLE_DAY)],
    ["predict", "--method", "previous", "--format", "conversations", str(WHOLE_DAY)],
], ids=["links", "conversations"])
def test_predict_into_a_full_disk(full_dir: Path, argv: list[str]) -> None:
    if not WHOLE_DAY.is_file():
        pytest.skip("shared irclogs not available")
    with open(full_dir / "out", "w") as handle:
        done = cli(*argv, stdout=handle)
    assert done.returncode == 2, done.stderr
    assert "No space left on device" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("argv", [
    ["predict", "--method", "previous", SMALL],
    ["predict", "--method", "heuristic", SMALL],
    ["evaluate", "--gold", str(DATA / "metrics" / "tiny.annotation.txt"), "--auto",
     str(DATA / "metrics" / "tiny.links.out")],
], ids=["predict-previous", "predict-heuristic", "evaluate"])
def test_output_to_dev_full(argv: list[str]) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as handle:
        done = cli(*argv, stdout=handle)
    assert done.returncode == 2 and "No space left on device" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_predict_into_a_closed_pipe_is_quiet() -> None:
    """`predict FILE | head -2`: the reader going away is no error worth a traceback."""
    reader = subprocess.Popen(["head", "-2"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    done = cli("predict", "--method", "previous", str(DATA / "logs" / "small.txt"), str(WHOLE_DAY)
               if WHOLE_DAY.is_file() else SMALL, stdout=reader.stdin)
    reader.stdin.close()
    assert len(reader.stdout.read().splitlines()) == 2 and reader.wait() == 0
    assert done.returncode in (0, 141) and "Traceback" not in done.stderr and "error" not in done.stderr


def test_annotate_agree_to_dev_full() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    files = [str(DATA / "annotate" / f"chat.annotation.{who}.txt") for who in ("ann", "ben")]
    with open("/dev/full", "w") as handle:
        done = subprocess.run([sys.executable, "-m", "annotate", "agree", *files], stdout=handle,
                              stderr=subprocess.PIPE, text=True, timeout=60, cwd=PROJECT)
    assert done.returncode == 2 and "No space left on device" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_extract_onto_a_full_disk(full_dir: Path, tiny_model: Path, knowledge: Path, capsys) -> None:
    if not (CORPUS / "train").is_dir():
        pytest.skip("shared corpus not available")
    logs = full_dir.parent / "logs"
    for day, name in EXCERPTS.items():
        (logs / day).mkdir(parents=True)
        shutil.copyfile(CORPUS / "train" / f"{name}.raw.txt", logs / day / "#ubuntu.txt")
    code, _, err = run(capsys, "extract", "--year", "2015", "--logs", str(logs), "--output", str(full_dir),
                       "--model", str(tiny_model), "--knowledge", str(knowledge), "--jobs", "1",
                       "--no-download", "--cache", str(full_dir.parent / "cache"))
    assert_one_line_error(code, err, "extract", "No space left on device")
    assert not [p for p in full_dir.rglob("*.tmp")]  # no half-written file left behind


# ------------------------------------------------------------------------------- read-only output


def test_extract_into_a_read_only_directory(capsys, read_only_dir: Path, tmp_path: Path) -> None:
    code, _, err = run(capsys, "extract", "--year", "2015", "--output", str(read_only_dir / "out"),
                       "--no-download", "--cache", str(tmp_path / "cache"))
    assert code == 2 and "Traceback" not in err
    assert "Read-only file system" in err or "Permission denied" in err


def test_atomic_write_into_a_read_only_directory_leaves_nothing(read_only_dir: Path) -> None:
    from disentangle.atomic import atomic_write_text
    with pytest.raises(OSError):
        atomic_write_text(read_only_dir / "x.txt", "data")
    assert list(read_only_dir.iterdir()) == []


# -------------------------------------------------------------------------- gold links out of range


@pytest.mark.parametrize("line, fragment", [
    ("9 999 -", "past the end of its log"),
    ("999 999 -", "past the end of its log"),
], ids=["message-past-file", "self-link-past-file"])
def test_evaluate_refuses_gold_past_the_log(capsys, tmp_path: Path, line: str, fragment: str) -> None:
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text(f"0 0 -\n1 2 -\n{line}\n")
    (tmp_path / "s.out").write_text("s:2 1 -\n")
    code, _, err = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                       str(tmp_path / "s.out"))
    assert_one_line_error(code, err, "evaluate", fragment)


def test_evaluate_warns_about_gold_links_to_a_later_line(capsys, tmp_path: Path, caplog) -> None:
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n3 1 -\n")
    (tmp_path / "s.out").write_text("s:1 0 -\n")
    code, _, _ = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                     str(tmp_path / "s.out"))
    assert code == 0
    assert any("later line" in r.getMessage() for r in caplog.records)


def test_agree_refuses_gold_past_the_log(tmp_path: Path) -> None:
    from annotate.batch.agree import AgreementError, agreement
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.ann.txt").write_text("0 0 -\n1 2 -\n")
    (tmp_path / "s.annotation.ben.txt").write_text("0 0 -\n1 50 -\n")
    with pytest.raises(AgreementError, match="past the end"):
        agreement([tmp_path / "s.annotation.ann.txt", tmp_path / "s.annotation.ben.txt"])


@pytest.mark.parametrize("content", ["", "\n\n"], ids=["empty", "blank-lines"])
def test_agree_with_an_empty_annotator_file(tmp_path: Path, content: str) -> None:
    from annotate.batch.agree import AgreementError, agreement
    shutil.copyfile(DATA / "annotate" / "chat.annotation.ann.txt", tmp_path / "chat.annotation.ann.txt")
    (tmp_path / "chat.annotation.zed.txt").write_text(content)
    with pytest.raises(AgreementError, match="no annotated links"):
        agreement([tmp_path / "chat.annotation.ann.txt", tmp_path / "chat.annotation.zed.txt"])


def test_compare_refuses_gold_past_the_log(tmp_path: Path) -> None:
    from disentangle.compare import CompareError, given_samples, gold_links
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n1 200 -\n")
    with pytest.raises(CompareError, match="past the end"):
        gold_links(given_samples([tmp_path / "s.annotation.txt"])[0])


def test_evaluate_on_conversation_lines_says_so(capsys, caplog) -> None:
    code, out, _ = run(capsys, "evaluate", "--gold", str(DATA / "metrics" / "tiny.annotation.txt"), "--auto",
                       str(DATA / "metrics" / "tiny.conversations.out"))
    assert code == 0 and "n/a" in out
    assert any("--format links" in r.getMessage() for r in caplog.records)


# ------------------------------------------------------------------------------- killed runs


def test_a_day_without_final_line_end_is_not_dropped(tiny_model: Path) -> None:
    if not (CORPUS / "train").is_dir():
        pytest.skip("shared corpus not available")
    data = (CORPUS / "train" / "2015-01-20.train-b.raw.txt").read_bytes()
    digest = file_digest(tiny_model)
    tasks = [extract.records.DayTask("2015-01-20", "x", body, b"", str(tiny_model), digest, 0, "")
             for body in (data, data.rstrip(b"\n"))]
    outcomes = [extract.day.process_day(task) for task in tasks]
    assert all(o.ok for o in outcomes) and outcomes[0].dialogues == outcomes[1].dialogues
    assert ("missing_final_newline", 1) in outcomes[1].stats.read_problems
    assert ("missing_final_newline", 1) not in outcomes[0].stats.read_problems


def _shard_damage(path: Path, how: str) -> None:
    import gzip
    data = path.read_bytes()
    if how == "cut-in-half":
        path.write_bytes(data[:len(data) // 2])
    elif how == "no-trailer":  # a readable header and whole gzip stream, but the end is missing
        lines = gzip.decompress(data).splitlines(keepends=True)
        path.write_bytes(gzip_lines(lines[:-2]))
    elif how == "record-changed":
        text = gzip.decompress(data).replace(b'"speaker"', b'"speakeR"', 1)
        path.write_bytes(gzip_lines([text]))
    else:
        path.write_bytes(b"")


@pytest.mark.parametrize("how", ["cut-in-half", "no-trailer", "record-changed", "empty"])
def test_a_damaged_day_shard_is_rebuilt(tiny_model: Path, tmp_path: Path, how: str, caplog) -> None:
    if not (CORPUS / "train").is_dir():
        pytest.skip("shared corpus not available")
    logs = tmp_path / "logs"
    for day, name in list(EXCERPTS.items())[:2]:
        (logs / day).mkdir(parents=True)
        shutil.copyfile(CORPUS / "train" / f"{name}.raw.txt", logs / day / "#ubuntu.txt")
    options = make_options(tiny_model, tmp_path, logs=logs, knowledge=tmp_path / "kb.jsonl")
    first = extract.extract_logs(2015, options)
    assert first.ok and first.days[extract.DAY_DONE] == 2
    before = (tmp_path / "out" / "dialogues" / "train.jsonl.gz").read_bytes()
    _shard_damage(extract.store.shard_path(tmp_path / "out", "2015-01-21"), how)
    again = extract.extract_logs(2015, options)
    assert again.ok and again.days[extract.DAY_DONE] == 1 and again.days[extract.DAY_REUSED] == 1
    assert not again.failed and sum(again.dialogues.values()) == sum(first.dialogues.values())
    assert (tmp_path / "out" / "dialogues" / "train.jsonl.gz").read_bytes() == before
    assert any("rebuilt from its log" in r.getMessage() for r in caplog.records)


def test_stale_temporary_files_are_removed_at_the_start_of_a_run(tiny_model: Path, tmp_path: Path) -> None:
    if not (CORPUS / "train").is_dir():
        pytest.skip("shared corpus not available")
    logs = tmp_path / "logs"
    (logs / "2015/01/20").mkdir(parents=True)
    shutil.copyfile(CORPUS / "train" / "2015-01-20.train-b.raw.txt", logs / "2015/01/20/#ubuntu.txt")
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True).stdout.strip()
    hexa = "0123456789abcdef" * 2
    stale = [tmp_path / "out" / "days" / f".2015-01-20.jsonl.gz.{dead}.{hexa}.tmp",
             tmp_path / "cache" / "2015" / f".x.txt.{dead}.{hexa}.tmp"]
    live = tmp_path / "out" / f".stats.json.{os.getpid()}.{hexa}.tmp"
    for path in stale + [live]:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("half")
    extract.extract_logs(2015, make_options(tiny_model, tmp_path, logs=logs))
    assert not any(p.exists() for p in stale) and live.exists()


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def _wait(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def _start_extract(tmp_path: Path, knowledge: Path) -> subprocess.Popen:
    """A real `disentangle extract --jobs 2` over six copies of a whole real day, in its own process."""
    if not WHOLE_DAY.is_file() or not Path("/proc/self/stat").is_file():
        pytest.skip("needs the shared irclogs and Linux /proc")
    logs = tmp_path / "logs"
    for day in range(1, 7):
        target = logs / "2005" / "02" / f"{day:02d}" / "#ubuntu.txt"
        target.parent.mkdir(parents=True)
        shutil.copyfile(WHOLE_DAY, target)
    argv = [sys.executable, "-m", "disentangle", "extract", "--year", "2005", "--logs", str(logs), "--output",
            str(tmp_path / "out"), "--cache", str(tmp_path / "cache"), "--knowledge", str(knowledge), "--jobs",
            "2", "--no-download", "--from", "2005-02-01", "--to", "2005-02-06"]
    process = subprocess.Popen(argv, cwd=PROJECT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if not _wait(lambda: len(_children(process.pid)) >= 2 or process.poll() is not None, 60):
        process.kill()
        pytest.fail("no pool workers started")
    time.sleep(1.0)  # the workers are loading the model and working on their first day
    return process


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_killed_extract_leaves_no_workers(tmp_path: Path, knowledge: Path, sig: signal.Signals) -> None:
    process = _start_extract(tmp_path, knowledge)
    workers = _children(process.pid)
    assert len(workers) >= 2 and process.poll() is None
    process.send_signal(sig)
    process.wait(timeout=30)
    assert _wait(lambda: not any(_alive(w) for w in workers), 10), "pool workers outlived their parent"
    if sig == signal.SIGTERM:  # like Ctrl-C: a clean stop, one line, no traceback
        err = process.stderr.read()
        assert process.returncode == 130 and "interrupted" in err and "Traceback" not in err
    assert not list((tmp_path / "out").rglob("*.tmp")) or sig == signal.SIGKILL


# --------------------------------------------------------------------------------- a bad server


@pytest.fixture
def log_server(tmp_path: Path, monkeypatch, no_proxy: None):
    if not SERVED_DAY.is_file():
        pytest.skip("shared irclogs not available")
    monkeypatch.setattr(extract.sources.irclogs, "POLITE_DELAY_SECONDS", 0.0)
    root = tmp_path / "served"
    (root / "2004" / "09" / "22").mkdir(parents=True)
    shutil.copyfile(SERVED_DAY, root / "2004" / "09" / "22" / "#ubuntu.txt")
    httpd = loopback.start(root)
    httpd.hang_seconds = 1.0
    yield httpd
    loopback.stop(httpd)


def _download_options(tiny_model: Path, tmp_path: Path, server, **changes) -> extract.ExtractOptions:
    base = dict(download=True, base_url=server.url, first_day=dt.date(2004, 9, 22),
                last_day=dt.date(2004, 9, 26), timeout=0.3, retries=1)
    base.update(changes)
    return make_options(tiny_model, tmp_path, **base)


def _day_path(n: int) -> str:
    return f"/2004/09/{n}/%23ubuntu.txt"


def test_a_hanging_server_is_given_up_after_repeated_failures(tiny_model, tmp_path, log_server) -> None:
    for day in (23, 24, 25, 26):
        log_server.script[_day_path(day)] = ["hang"] * 5
    started = time.monotonic()
    report = extract.extract_logs(2004, _download_options(tiny_model, tmp_path, log_server))
    asked = {path for path, _ in log_server.requests}
    assert report.days[extract.DAY_DONE] == 1 and report.days[extract.DAY_FAILED] == 2
    assert report.days[extract.DAY_UNAVAILABLE] == 2 and _day_path(25) not in asked
    stats = json.loads((tmp_path / "out" / extract.layout.STATS_FILE).read_text())
    assert "downloads stopped" in stats["days"]["per_day"]["2004-09-25"]["detail"]
    assert time.monotonic() - started < 30


def test_a_cut_cached_day_is_downloaded_again(tiny_model, tmp_path, log_server) -> None:
    cached = tmp_path / "cache" / "2004" / "09" / "22" / "#ubuntu.txt"
    cached.parent.mkdir(parents=True)
    whole = SERVED_DAY.read_bytes()
    cached.write_bytes(whole[:len(whole) // 3].rstrip(b"\n"))  # what an unverified download once left
    options = _download_options(tiny_model, tmp_path, log_server, last_day=dt.date(2004, 9, 22))
    report = extract.extract_logs(2004, options)
    assert report.days[extract.DAY_DONE] == 1 and cached.read_bytes() == whole
    assert log_server.requests == [(_day_path(22), None)]


HTML_PAGE = b"<!DOCTYPE html>\n<html><head><title>Mirror</title></head>\n<body>\n<p>moved</p>\n</body></html>\n"


def _serve(server, day: int, body: bytes) -> None:
    (server.root / "2004" / "09" / f"{day}").mkdir(parents=True, exist_ok=True)
    (server.root / "2004" / "09" / f"{day}" / "#ubuntu.txt").write_bytes(body)


@pytest.mark.parametrize("body, reason", [
    (HTML_PAGE, "an HTML page"), (b"", "an empty body"), (b"\n\n", "only white space"),
    (b'{"error": "rate limited"}\n' * 3, "no IRC log"),
], ids=["html", "empty", "blank-lines", "json"])
def test_a_body_that_is_no_log_is_a_failed_day_never_cached(tiny_model, tmp_path, log_server, body: bytes,
                                                            reason: str) -> None:
    """Issue 35 (2, 3): an HTML page (or an empty 200) was cached as the day (and then blocked every later
    run), or counted as a day read with 0 lines. Now the day fails, is not cached, and is asked for once."""
    _serve(log_server, 23, body)
    options = _download_options(tiny_model, tmp_path, log_server, first_day=dt.date(2004, 9, 23),
                                last_day=dt.date(2004, 9, 23))
    report = extract.extract_logs(2004, options)
    stats = json.loads((tmp_path / "out" / extract.layout.STATS_FILE).read_text())
    day = stats["days"]["per_day"]["2004-09-23"]
    assert report.days[extract.DAY_FAILED] == 1 and report.days[extract.DAY_DONE] == 0, day
    assert reason in day["detail"] and not (tmp_path / "cache" / "2004" / "09" / "23" / "#ubuntu.txt").exists()
    assert log_server.requests == [(_day_path(23), None)]  # refused at once: no retry of the same page
    _serve(log_server, 23, SERVED_DAY.read_bytes())  # the server is fixed: the next run gets the day
    assert extract.extract_logs(2004, options).days[extract.DAY_DONE] == 1


def test_an_html_page_cached_by_an_older_version_is_downloaded_again(tiny_model, tmp_path, log_server) -> None:
    """Issue 35 (2): such a cached day made every later run exit 2 ("cached: not an IRC log") and leave an
    output folder holding only INCOMPLETE; the docs say a non-IRC cached day is downloaded again."""
    cached = tmp_path / "cache" / "2004" / "09" / "22" / "#ubuntu.txt"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(HTML_PAGE)
    options = _download_options(tiny_model, tmp_path, log_server, last_day=dt.date(2004, 9, 22))
    report = extract.extract_logs(2004, options)
    assert report.days[extract.DAY_DONE] == 1 and cached.read_bytes() == SERVED_DAY.read_bytes()


def test_a_run_refused_after_its_start_leaves_no_output_folder(tiny_model, tree, tmp_path, monkeypatch) -> None:
    """A refusal (exit 2) of a run that created its output folder leaves no folder holding only INCOMPLETE."""
    def refuse(*args, **kwargs):
        raise extract.PipelineError("refused")
    monkeypatch.setattr("disentangle.extract.job.run_days", refuse)
    with pytest.raises(extract.PipelineError, match="refused"):
        extract.extract_logs(2015, make_options(tiny_model, tmp_path, logs=tree))
    assert not (tmp_path / "out").exists()


def test_force_downloads_cached_days_again(tiny_model, tmp_path, log_server) -> None:
    options = _download_options(tiny_model, tmp_path, log_server, last_day=dt.date(2004, 9, 22))
    extract.extract_logs(2004, options)
    extract.extract_logs(2004, options)
    assert len(log_server.requests) == 1  # cached
    extract.extract_logs(2004, replace(options, force=True))
    assert len(log_server.requests) == 2  # --force: asked again


def test_a_day_missing_on_one_server_is_asked_of_another(tiny_model, tmp_path, log_server) -> None:
    options = _download_options(tiny_model, tmp_path, log_server, first_day=dt.date(2004, 9, 22),
                                last_day=dt.date(2004, 9, 23))
    first = extract.extract_logs(2004, options)
    assert first.days[extract.DAY_MISSING] == 1
    record = json.loads((tmp_path / "cache" / "missing-days.json").read_text())["missing"]
    assert record["2004-09-23/#ubuntu"]["server"] == log_server.url
    extract.extract_logs(2004, options)
    assert [p for p, _ in log_server.requests].count(_day_path(23)) == 1  # remembered for this server
    other = replace(options, base_url=log_server.url.replace("127.0.0.1", "localhost"))
    extract.extract_logs(2004, other)
    assert [p for p, _ in log_server.requests].count(_day_path(23)) == 2  # another server is asked


# ------------------------------------------------------------------- what a client writes into a log


def _messages(output: str) -> list[dict]:
    """The messages of `predict --format jsonl` output, without the file name."""
    return [message for line in output.splitlines() for message in json.loads(line)["messages"]]


def _predicted(capsys, path: Path, method: str) -> list[dict]:
    code, out, err = run(capsys, "predict", "--method", method, "--format", "jsonl", str(path))
    assert code == 0, err
    return _messages(out)


def _coloured_nick(line: str, coded: str) -> str:
    """`line` with the nick (between < and >) wrapped as `coded` says ({} for the nick)."""
    start, end = line.find("<"), line.find(">")
    return line if start < 0 or end < start else line[:start + 1] + coded.format(line[start + 1:end]) + line[end:]


def _coded_text(line: str, coded: str) -> str:
    """`line` with the text after the nick's first word wrapped as `coded` says (codes mid-text)."""
    end = line.find("> ")
    first, _, rest = line[end + 2:].partition(" ")
    return line if end < 0 or not rest else line[:end + 2] + first + " " + coded.format(rest)


# mIRC formatting codes as clients write them: colour (foreground, foreground and background, bare \x03 to
# end), bold, reset, reverse, italic, underline; in nicks and in text
MIRC_CODES = {
    "colour-nick": lambda line: _coloured_nick(line, "\x0304{}\x03"),
    "colour-background-nick": lambda line: _coloured_nick(line, "\x0312,01{}\x0f"),
    "colour-one-digit-text": lambda line: _coded_text(line, "\x035{}\x03"),
    "bold-text": lambda line: _coded_text(line, "\x02{}\x02"),
    "reverse-text": lambda line: _coded_text(line, "\x16{}\x16"),
    "italic-underline-text": lambda line: _coded_text(line, "\x1d\x1f{}\x0f"),
}


@pytest.mark.parametrize("method", ["previous", "heuristic", "learned"])
@pytest.mark.parametrize("code", sorted(MIRC_CODES))
def test_mirc_formatting_codes_change_nothing(capsys, tmp_path: Path, code: str, method: str) -> None:
    plain = DATA / "logs" / "small.txt"
    coded = tmp_path / "small.txt"
    coded.write_text("".join(MIRC_CODES[code](line) + "\n" for line in plain.read_text().splitlines()))
    assert coded.read_bytes() != plain.read_bytes()
    assert _predicted(capsys, coded, method) == _predicted(capsys, plain, method)


def test_mirc_formatting_codes_are_counted() -> None:
    from disentangle.logs.files import read_log_bytes
    log = read_log_bytes(b"[10:00] <\x0304|trey|\x03> \x02hi\x02 all\n[10:01] <a> plain\n", "x.txt")
    assert [(m.nick, m.text) for m in log.messages] == [("|trey|", "hi all"), ("a", "plain")]
    assert log.stats.formatting_codes == 1 and log.stats.control_chars == 0


def test_a_byte_order_mark_is_dropped(capsys, tmp_path: Path) -> None:
    lines = (DATA / "logs" / "small.txt").read_bytes().splitlines(keepends=True)[1:]  # a message first
    (tmp_path / "plain").mkdir()
    (tmp_path / "marked").mkdir()
    (tmp_path / "plain" / "s.txt").write_bytes(b"".join(lines))
    (tmp_path / "marked" / "s.txt").write_bytes(b"\xef\xbb\xbf" + b"".join(lines))
    for method in ("previous", "learned"):
        marked = _predicted(capsys, tmp_path / "marked" / "s.txt", method)
        assert marked == _predicted(capsys, tmp_path / "plain" / "s.txt", method)
        assert marked[0]["kind"] == "message"
    from disentangle.logs.files import read_log
    assert read_log(tmp_path / "marked" / "s.txt").stats.byte_order_mark == 1


@pytest.mark.parametrize("data", [b"\0" * 4096, b"\0\0\0\n\0\0\n", b"\0\x01\x02\n"],
                         ids=["nul-bytes", "nul-lines", "control-bytes"])
@pytest.mark.parametrize("entry", ["predict", "load_log"])
def test_a_file_of_control_bytes_is_no_log(capsys, tmp_path: Path, data: bytes, entry: str) -> None:
    path = tmp_path / "zeros.txt"
    path.write_bytes(data)
    if entry == "load_log":  # what every command (and annotate) reads logs with
        from disentangle.logs.files import load_log
        from disentangle.logs.records import LogError
        with pytest.raises(LogError, match="not an IRC log"):
            load_log(path)
        return
    code, out, err = run(capsys, "predict", "--method", "previous", str(path))
    assert_one_line_error(code, err, "predict", "not an IRC log")
    assert out == ""


# ------------------------------------------------------------------ options that would do nothing silently


@pytest.mark.parametrize("start", ["10", "5000", str(10 ** 22)], ids=["one-past", "far", "huge"])
def test_predict_start_past_the_end_is_refused(capsys, start: str) -> None:
    code, out, err = run(capsys, "predict", "--method", "previous", "--start", start, SMALL)
    assert_one_line_error(code, err, "predict", f"--start {start} is beyond the end of the log: ")
    assert "small.txt has 10 lines (0-9)" in err and out == ""


def test_predict_start_past_the_end_of_some_files_names_each(capsys, tmp_path: Path) -> None:
    longer = tmp_path / "longer.txt"
    longer.write_text("".join(f"[10:{k:02d}] <a> line {k}\n" for k in range(30)))
    short = tmp_path / "short.txt"
    short.write_bytes((DATA / "logs" / "small.txt").read_bytes())
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    code, out, err = run(capsys, "predict", "--method", "previous", "--start", "20", str(longer), str(short),
                         str(empty))
    assert_one_line_error(code, err, "predict", "--start 20 is beyond the end of 2 logs: ")
    assert "short.txt has 10 lines (0-9)" in err and "empty.txt is empty" in err and "longer.txt" not in err
    assert out == ""  # not even the long file's links: one run, one answer


def test_predict_start_on_the_last_line_is_accepted(capsys) -> None:
    code, out, _ = run(capsys, "predict", "--method", "previous", "--start", "9", SMALL)
    assert code == 0 and out.splitlines() == [f"{SMALL}:9 8 -"]


@pytest.mark.parametrize("argv, fragment", [
    (["--from", "2004-01-01"], "--from 2004-01-01 is not in 2005"),
    (["--to", "2006-03-01"], "--to 2006-03-01 is not in 2005"),
    (["--from", "2004-12-31", "--to", "2005-01-05"], "--from 2004-12-31 is not in 2005"),
], ids=["from-year-before", "to-year-after", "range-across-new-year"])
def test_extract_dates_outside_the_year_are_refused(capsys, tmp_path: Path, argv: list[str], fragment: str) -> None:
    code, _, err = run(capsys, "extract", "--year", "2005", *argv, "--output", str(tmp_path / "out"),
                       "--no-download", "--cache", str(tmp_path / "cache"))
    assert_one_line_error(code, err, "extract", fragment)
    assert not (tmp_path / "out").exists()  # refused before any work


def test_train_second_pass_with_one_fold_is_refused(capsys, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.training.second_pass.train_and_save_two_pass", _must_not_train)
    code, _, err = run(capsys, "train", "--second-pass", "--folds", "1")
    assert_one_line_error(code, err, "train", "--folds 1: out-of-fold scores need at least 2 folds")


@pytest.mark.parametrize("auto, fragment", [
    ("s:99999 3 -\n", "1 system links point past the end of its log (10 lines), first 99999 3 -"),
    ("s:2 1 -\ns:10 10 -\n", "first 10 10 -"),
    ("s:2 1 -\ns:3 12 -\n", "first 12 3 -"),
], ids=["message-far-past", "self-link-one-past", "parent-past"])
def test_evaluate_refuses_output_past_the_log(capsys, tmp_path: Path, auto: str, fragment: str) -> None:
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n1 2 -\n2 3 -\n")
    (tmp_path / "s.out").write_text(auto)
    code, out, err = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                         str(tmp_path / "s.out"))
    assert_one_line_error(code, err, "evaluate", fragment)
    assert out == ""


def _gold_away_from_its_log(tmp_path: Path, gold: str) -> tuple[Path, Path]:
    """An annotation file in one folder, its log (10 lines) in another: (annotation, log)."""
    (tmp_path / "gold").mkdir()
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "gold" / "s.annotation.txt").write_text(gold)
    return tmp_path / "gold" / "s.annotation.txt", tmp_path / "logs" / "s.raw.txt"


def test_evaluate_finds_the_log_the_output_names_for_the_past_the_end_check(capsys, tmp_path: Path) -> None:
    """Issue 35 (4): with no log beside the gold file, a gold link to line 99999 was scored without a word."""
    gold, log = _gold_away_from_its_log(tmp_path, "0 0 -\n1 2 -\n3 99999 -\n")
    (tmp_path / "s.out").write_text(f"{log}:1 0 -\n{log}:2 1 -\n")
    code, out, err = run(capsys, "evaluate", "--gold", str(gold), "--auto", str(tmp_path / "s.out"))
    assert_one_line_error(code, err, "evaluate", "links point past the end of its log (10 lines)")
    assert out == ""


def test_evaluate_says_when_the_past_the_end_check_cannot_run(capsys, tmp_path: Path, caplog) -> None:
    gold, _ = _gold_away_from_its_log(tmp_path, "0 0 -\n1 2 -\n3 99999 -\n")
    (tmp_path / "s.out").write_text("s:1 0 -\ns:2 1 -\n")  # names no log that exists
    code, _, _ = run(capsys, "evaluate", "--gold", str(gold), "--auto", str(tmp_path / "s.out"))
    assert code == 0 and "cannot check that the links stay within the log of s" in caplog.text


def test_evaluate_reports_how_much_of_the_gold_the_output_covers(capsys, tmp_path: Path, caplog) -> None:
    """Issue 35 (5): output for half the messages was scored with no warning (recall halves)."""
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n0 1 -\n1 2 -\n3 3 -\n")
    (tmp_path / "s.out").write_text("s:0 0 -\ns:1 0 -\ns:4 4 -\n")
    code, out, _ = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                       str(tmp_path / "s.out"), "--json")
    assert code == 0 and json.loads(out)["coverage"] == 50.0
    assert "covers 50.0% of the gold-annotated messages: s (2 of 4)" in caplog.text
    caplog.clear()
    (tmp_path / "s.out").write_text("s:0 0 -\ns:1 0 -\ns:2 1 -\ns:3 3 -\n")
    code, out, _ = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                       str(tmp_path / "s.out"), "--json")
    assert code == 0 and json.loads(out)["coverage"] == 100.0 and "covers" not in caplog.text


def test_evaluate_refuses_output_with_a_link_to_a_later_line(capsys, tmp_path: Path) -> None:
    """Issue 35 (5): predict writes MESSAGE PARENT -; a line the other way round links to a later line."""
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n0 1 -\n1 2 -\n3 3 -\n")
    (tmp_path / "s.out").write_text("s:0 0 -\ns:1 0 -\ns:2 1 -\ns:3 5 -\ns:4 2 -\n")
    code, _, err = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                       str(tmp_path / "s.out"))
    assert_one_line_error(code, err, "evaluate", "s.out:4: 1 of 4 link lines point the other way")


def test_evaluate_accepts_output_on_the_last_line(capsys, tmp_path: Path) -> None:
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n8 9 -\n")
    (tmp_path / "s.out").write_text("s:9 8 -\n")
    assert run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
               str(tmp_path / "s.out"))[0] == 0


def test_a_mirc_log_is_read_in_its_layout(capsys) -> None:
    """Session headers, events behind "* " and mode prefixes: not unreadable lines, actions and nicks."""
    sample = DATA / "logs" / "formats" / "mirc_#ubuntu.log"
    messages = sorted(_predicted(capsys, sample, "previous"), key=lambda m: m["index"])
    assert [m["kind"] for m in messages] == ["system"] * 4 + ["message", "message", "action", "nick", "system",
                                                              "message", "message", "system", "system"]
    assert [m["nick"] for m in messages if m["kind"] == "message"] == ["alice", "bob", "alice", "bob_"]
    assert messages[9]["minute"] == 24 * 60 + 2  # after "Session Time:" at midnight, the next day


MIRC_DAY = b"""Session Start: Wed Nov 10 00:00:00 2010
Session Ident: #ubuntu
[00:02] <alice> bob_: thanks, that worked
[00:03] <@bob_> alice: you're welcome
[00:05] * carol (~carol@host) Quit (Quit: bye)
"""
MIRC_TAIL = b"""[23:50] * alice (~alice@host) has joined #ubuntu
[23:51] <alice> anyone know how to mount an iso?
[23:52] <@bob> alice: sudo mount -o loop file.iso /mnt
[23:55] * carol waves
[23:57] * dave (~dave@host) has left #ubuntu
"""


def test_a_mirc_day_reads_its_context_the_same_detected_or_named() -> None:
    """Issue 35 (9): `--log-format mirc` and auto gave other confidences for the same files: the previous
    day's tail (no "Session" line) was detected on its own as irclogs, its joins and parts read as actions."""
    from disentangle.extract.day import unit_logs
    from disentangle.extract.records import DayTask
    logs = []
    for layout in ("auto", "mirc"):
        read = unit_logs(DayTask("2010-11-10", "#ubuntu.log", MIRC_DAY, MIRC_TAIL, log_format=layout))
        logs.append((read.combined, read.offset))
    assert logs[0][0].log_format == "mirc" and logs[0] == logs[1]
    assert [m.kind for m in logs[0][0].messages[:5]] == ["system", "message", "message", "action", "system"]


def test_mirc_codes_in_a_dev_file_change_no_link(capsys, corpus_root: Path, tmp_path: Path) -> None:
    """The issue's case: colour codes around every nick and bold text, on a whole annotated dev file."""
    plain = sorted((corpus_root / "dev").glob("*.raw.txt"))[0]
    coded = tmp_path / plain.name
    lines = plain.read_text(encoding="utf-8", errors="replace").splitlines()
    coded.write_text("".join(MIRC_CODES["bold-text"](MIRC_CODES["colour-nick"](line)) + "\n" for line in lines),
                     encoding="utf-8")
    outputs = []
    for path in (plain, coded):
        code, out, err = run(capsys, "predict", "--start", "1000", str(path))
        assert code == 0, err
        outputs.append(out.replace(str(path), "FILE"))
    assert outputs[0] == outputs[1] and len(outputs[0].splitlines()) >= 250


# ------------------------------------------------------------------- issue 22, items 9-14


def _bad_first_model(tmp_path: Path, case: str) -> Path:
    if case == "missing":
        return tmp_path / "no-such-model.npz"
    if case == "a-directory":
        (tmp_path / "dir.npz").mkdir()
        return tmp_path / "dir.npz"
    if case == "a-fifo":
        os.mkfifo(tmp_path / "fifo.npz")
        return tmp_path / "fifo.npz"
    (tmp_path / "junk.npz").write_bytes(b"not a model at all\n")
    return tmp_path / "junk.npz"


FIRST_MODEL_CASES = {"missing": "no such file", "a-directory": "not a regular file",
                     "a-fifo": "not a regular file", "not-a-model": "junk.npz"}


@pytest.mark.parametrize("case", sorted(FIRST_MODEL_CASES))
def test_train_checks_the_first_model_before_any_work(capsys, tmp_path: Path, case: str, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.training.second_pass.train_and_save_two_pass", _must_not_train)
    first = _bad_first_model(tmp_path, case)
    code, _, err = run(capsys, "train", "--second-pass", "--first-model", str(first), "--output",
                       str(tmp_path / "m.npz"))
    assert_one_line_error(code, err, "train", FIRST_MODEL_CASES[case])
    assert "--first-model" in err or case == "not-a-model"


@pytest.mark.parametrize("case", ["missing", "no-splits"])
def test_train_checks_the_corpus_before_any_work(capsys, tmp_path: Path, case: str, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save", _must_not_train)
    data = tmp_path / ("no-such-corpus" if case == "missing" else "empty-corpus")
    if case == "no-splits":
        data.mkdir()
    code, _, err = run(capsys, "train", "--data", str(data), "--output", str(tmp_path / "m.npz"))
    assert_one_line_error(code, err, "train", str(data))


NOT_REGULAR = {"a-fifo": os.mkfifo, "a-directory": os.mkdir}


@pytest.mark.parametrize("kind", sorted(NOT_REGULAR))
def test_predict_refuses_what_is_not_a_regular_file(tmp_path: Path, kind: str) -> None:
    """A FIFO with no writer blocked `predict` forever: refused before it is opened, in one line."""
    target = tmp_path / "log.txt"
    NOT_REGULAR[kind](target)
    done = cli("predict", "--method", "previous", SMALL, str(target), timeout=30)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert_one_line_error(done.returncode, done.stderr, "predict", "not a regular file")
    assert str(target) in done.stderr


@pytest.mark.parametrize("fmt", ["links", "jsonl"])
def test_predict_reads_standard_input_as_dash(fmt: str) -> None:
    data = Path(SMALL).read_bytes()
    argv = [sys.executable, "-m", "disentangle", "predict", "--method", "heuristic", "--format", fmt]
    piped = subprocess.run([*argv, "-"], input=data, capture_output=True, timeout=60, cwd=PROJECT)
    named = subprocess.run([*argv, SMALL], capture_output=True, timeout=60, cwd=PROJECT)
    assert piped.returncode == 0 and named.returncode == 0, piped.stderr
    assert piped.stdout and piped.stdout == named.stdout.replace(SMALL.encode(), b"-")


@pytest.mark.parametrize("how", ["standard-input", "undated-name"])
def test_predict_says_when_a_log_has_no_date_and_takes_date(tmp_path: Path, how: str) -> None:
    """Issue 35 (6): the model reads the date of the path; by standard input or an undated name most links
    of a whole day changed without a word. Now a warning says so, and --date gives the same links."""
    if not WHOLE_DAY.is_file():
        pytest.skip("shared irclogs not available")
    undated = tmp_path / "ubuntu.txt"
    shutil.copyfile(WHOLE_DAY, undated)
    argv = [sys.executable, "-m", "disentangle", "predict"]
    given = dict(input=WHOLE_DAY.read_bytes()) if how == "standard-input" else {}
    source = "-" if how == "standard-input" else str(undated)
    named = subprocess.run([*argv, str(WHOLE_DAY)], capture_output=True, timeout=120, cwd=PROJECT)
    bare = subprocess.run([*argv, source], capture_output=True, timeout=120, cwd=PROJECT, **given)
    dated = subprocess.run([*argv, "--date", "2005-02-24", source], capture_output=True, timeout=120, cwd=PROJECT,
                           **given)
    links = [[line.rpartition(b":")[2] for line in done.stdout.splitlines()] for done in (named, bare, dated)]
    assert named.returncode == bare.returncode == dated.returncode == 0, bare.stderr
    assert links[0] == links[2] and links[0] != links[1]  # the date matters, and --date restores it
    assert bare.stderr.count(b": no date (") == 1 and b"--date" in bare.stderr and b"no date" not in dated.stderr
    assert b"no date" not in named.stderr


def test_predict_reads_standard_input_once(capsys) -> None:
    code, out, err = run(capsys, "predict", "--method", "previous", "-", SMALL, "-")
    assert_one_line_error(code, err, "predict", "standard input")
    assert out == ""


@pytest.mark.parametrize("argv", [
    ["--year", "1999"],
    ["--year", "2015", "--model", "no-such-model.npz"],
], ids=["no-log-of-the-year", "no-model"])
def test_a_failed_extract_creates_no_output_directory(capsys, tmp_path: Path, argv: list[str]) -> None:
    out = tmp_path / "deep" / "out"
    code, _, err = run(capsys, "extract", *argv, "--output", str(out), "--no-download", "--cache",
                       str(tmp_path / "cache"))
    assert code == 2 and "Traceback" not in err
    assert not (tmp_path / "deep").exists()


def _excerpt_logs(root: Path) -> Path:
    if not (CORPUS / "train").is_dir():
        pytest.skip("shared corpus not available")
    logs = root / "logs"
    for day, name in EXCERPTS.items():
        (logs / day).mkdir(parents=True)
        shutil.copyfile(CORPUS / "train" / f"{name}.raw.txt", logs / day / "#ubuntu.txt")
    return logs


def _no_space_for(monkeypatch, name: str) -> None:
    """Atomic writes of files called `name` fail as on a full disk (ENOSPC while writing, no file named)."""
    import errno

    from disentangle import atomic
    keep_mode = atomic._keep_mode

    def full(target: Path, descriptor: int) -> None:
        if target.name == name:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        keep_mode(target, descriptor)
    monkeypatch.setattr(atomic, "_keep_mode", full)


@pytest.mark.parametrize("name", ["2015-01-21.jsonl.gz", "manifest.json", "stats.json"])
def test_extract_onto_a_full_disk_names_the_file_and_marks_the_output(capsys, tmp_path: Path, tiny_model: Path,
                                                                      knowledge: Path, name: str,
                                                                      monkeypatch, caplog) -> None:
    from disentangle.extract.incomplete import INCOMPLETE_FILE
    logs, out = _excerpt_logs(tmp_path), tmp_path / "out"
    argv = ["extract", "--year", "2015", "--logs", str(logs), "--output", str(out), "--model", str(tiny_model),
            "--knowledge", str(knowledge), "--jobs", "1", "--no-download", "--cache", str(tmp_path / "cache"),
            "--from", "2015-01-19", "--to", "2015-01-23"]
    assert run(capsys, *argv)[0] == 0 and not (out / INCOMPLETE_FILE).exists()
    first = (out / "stats.json").read_text()
    with monkeypatch.context() as patch:
        _no_space_for(patch, name)
        code, _, err = run(capsys, *argv, "--force")
    assert_one_line_error(code, err, "extract", "No space left on device")
    assert name in err and "incomplete" in err
    assert (out / INCOMPLETE_FILE).is_file() and not (out / "stats.json").exists()
    assert run(capsys, *argv)[0] == 0  # the next run resumes and says so
    assert any("did not finish" in record.getMessage() for record in caplog.records)
    assert not (out / INCOMPLETE_FILE).exists()
    assert json.loads((out / "stats.json").read_text())["totals"] == json.loads(first)["totals"]


def test_extract_onto_a_real_full_disk_leaves_it_marked(full_dir: Path, tiny_model: Path, knowledge: Path,
                                                        capsys) -> None:
    from disentangle.extract.incomplete import INCOMPLETE_FILE
    logs = _excerpt_logs(full_dir.parent)
    code, _, err = run(capsys, "extract", "--year", "2015", "--logs", str(logs), "--output", str(full_dir),
                       "--model", str(tiny_model), "--knowledge", str(knowledge), "--jobs", "1",
                       "--no-download", "--cache", str(full_dir.parent / "cache"))
    assert_one_line_error(code, err, "extract", "No space left on device")
    assert f"'{full_dir}" in err  # the file that could not be written
    assert (full_dir / INCOMPLETE_FILE).is_file() and not (full_dir / "stats.json").exists()


def _cached_day(tmp_path: Path) -> Path:
    return tmp_path / "cache" / "2004" / "09" / "22" / "#ubuntu.txt"


@pytest.mark.parametrize("script, done", [(["shortlength"] * 2, False), (["shortlength"], True)],
                         ids=["stays-cut", "whole-on-retry"])
def test_a_body_whose_last_line_is_cut_is_never_read(tiny_model, tmp_path, log_server, script, done) -> None:
    """A Content-Length of half the body passes the length check: the cut last line tells."""
    whole = SERVED_DAY.read_bytes()
    assert not whole[:len(whole) // 2].endswith(b"\n")  # the cut falls inside a line
    log_server.script[_day_path(22)] = list(script)
    options = _download_options(tiny_model, tmp_path, log_server, last_day=dt.date(2004, 9, 22), retries=1)
    report = extract.extract_logs(2004, options)
    assert len(log_server.requests) == 2  # retried
    if done:
        assert report.days[extract.DAY_DONE] == 1 and _cached_day(tmp_path).read_bytes() == whole
        return
    assert report.days[extract.DAY_FAILED] == 1 and report.days[extract.DAY_DONE] == 0
    assert "line end" in report.failed["2004-09-22"] and report.lines == 0
    assert not _cached_day(tmp_path).exists()


@pytest.mark.parametrize("download", [True, False], ids=["served-cut-again", "no-download"])
def test_a_cut_cached_day_that_stays_cut_fails(tiny_model, tmp_path, log_server, download: bool) -> None:
    whole = SERVED_DAY.read_bytes()
    _cached_day(tmp_path).parent.mkdir(parents=True)
    _cached_day(tmp_path).write_bytes(whole[:len(whole) // 3].rstrip(b"\n"))
    log_server.script[_day_path(22)] = ["shortlength"] * 2
    options = _download_options(tiny_model, tmp_path, log_server, last_day=dt.date(2004, 9, 22), retries=1,
                                download=download)
    report = extract.extract_logs(2004, options)
    assert report.days[extract.DAY_FAILED] == 1 and report.days[extract.DAY_DONE] == 0
    assert "line end" in report.failed["2004-09-22"]


@pytest.mark.parametrize("deadline", [1.5, None], ids=["option", "derived-from-size"])
def test_a_trickling_server_is_given_up_at_the_day_deadline(tiny_model, tmp_path, log_server, monkeypatch,
                                                            deadline: float | None) -> None:
    """One byte at a time never trips the per-read --timeout; the day's deadline does."""
    from disentangle.download import http_client
    monkeypatch.setattr(http_client, "DEADLINE_GRACE_SECONDS", 1.0)  # the default: 1 s + size at 1 MB/s
    monkeypatch.setattr(http_client, "DEADLINE_MIN_RATE", 1e6)
    log_server.script[_day_path(22)] = ["trickle"] * 3
    options = _download_options(tiny_model, tmp_path, log_server, last_day=dt.date(2004, 9, 22), retries=2,
                                deadline=deadline)
    started = time.monotonic()
    report = extract.extract_logs(2004, options)
    assert time.monotonic() - started < 10
    assert report.days[extract.DAY_FAILED] == 1 and "deadline" in report.failed["2004-09-22"]
    assert len(log_server.requests) == 1  # the deadline is the day's: no retry after it


@pytest.mark.parametrize("value", ["0", "-5", "nan"])
def test_extract_deadline_option_checked(capsys, tmp_path: Path, value: str) -> None:
    code, _, err = run(capsys, "extract", "--year", "2015", "--output", str(tmp_path / "out"), "--deadline", value)
    assert_one_line_error(code, err, "extract", "--deadline must be more than 0")


UNENDED_GOLD = "0 0 -\n1 2\n2 3 -\n"  # line 2 lacks its trailing `-`


def test_evaluate_refuses_a_gold_link_line_without_its_dash(capsys, tmp_path: Path) -> None:
    """Issue 43 (4): `evaluate --gold` read `1 2` as a link without a word."""
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.txt").write_text(UNENDED_GOLD)
    (tmp_path / "s.out").write_text("0 0 -\n2 1 -\n3 2 -\n")
    code, out, err = run(capsys, "evaluate", "--gold", str(tmp_path / "s.annotation.txt"), "--auto",
                         str(tmp_path / "s.out"))
    assert_one_line_error(code, err, "evaluate", "s.annotation.txt:2: `1 2` lacks the trailing `-`")
    assert out == ""


def test_agree_refuses_a_link_line_without_its_dash(capsys, tmp_path: Path) -> None:
    """Issue 43 (4): `annotate agree` read `1 2` as a link without a word."""
    from annotate.cli import main as annotate_main
    (tmp_path / "s.raw.txt").write_bytes((DATA / "logs" / "small.txt").read_bytes())
    (tmp_path / "s.annotation.ann.txt").write_text("0 0 -\n1 2 -\n2 3 -\n")
    (tmp_path / "s.annotation.ben.txt").write_text(UNENDED_GOLD)
    with pytest.raises(SystemExit) as exit_info:
        annotate_main(["agree", str(tmp_path / "s.annotation.ann.txt"), str(tmp_path / "s.annotation.ben.txt")])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "Traceback" not in err
    [line] = [line for line in err.splitlines() if "error" in line]
    assert "s.annotation.ben.txt:2: `1 2` lacks the trailing `-`" in line
