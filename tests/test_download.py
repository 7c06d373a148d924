"""The downloader against a loopback HTTP server: success, 404, timeouts, truncation, resume, retries, zip."""
from __future__ import annotations

import io
import json
import shutil
import time
import zipfile
from pathlib import Path

import pytest

import loopback
from conftest import IRCLOGS
from disentangle import download
from disentangle.download import (
    DayResult,
    DownloadError,
    NetworkUnavailable,
    fetch_corpus,
    fetch_day,
    fetch_days,
    find_day_log,
    local_year_sample,
    unpack_zip,
)

DATA = Path(__file__).resolve().parent / "data" / "download"
DAY = "2004-09-22"
QUICK = {"timeout": 0.3, "retries": 2, "backoff": 0.0}


@pytest.fixture
def served_tree(tmp_path: Path) -> Path:
    """A served tree: a real day when the shared irclogs exist, else the tests' tiny day."""
    root = tmp_path / "served"
    day = IRCLOGS / "2004" / "09" / "22" / "#ubuntu.txt"
    source = day if day.is_file() else DATA / "tiny-day.txt"
    target = root / "2004" / "09" / "22" / "#ubuntu.txt"
    target.parent.mkdir(parents=True)
    shutil.copyfile(source, target)
    return root


@pytest.fixture
def server(served_tree: Path, no_proxy: None):
    httpd = loopback.start(served_tree)
    yield httpd
    loopback.stop(httpd)


DAY_PATH = "/2004/09/22/%23ubuntu.txt"


def _served(server) -> bytes:
    return (server.root / "2004" / "09" / "22" / "#ubuntu.txt").read_bytes()


def test_success_then_cached(server, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    result = fetch_day(DAY, cache, server.url, **QUICK)
    assert result.status == "downloaded" and result.ok
    assert result.path == cache / "2004" / "09" / "22" / "#ubuntu.txt"
    assert result.path.read_bytes() == _served(server)
    assert not list(cache.rglob("*.part"))
    again = fetch_day(DAY, cache, server.url, **QUICK)
    assert again.status == "cached" and len(server.requests) == 1


def test_missing_day_is_recorded_and_not_asked_again(server, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    result = fetch_day("2004-09-23", cache, server.url, **QUICK)
    assert result == DayResult("2004-09-23", None, "missing", result.detail) and "404" in result.detail
    record = json.loads((cache / "missing-days.json").read_text())
    assert "2004-09-23/#ubuntu" in record["missing"]
    assert fetch_day("2004-09-23", cache, server.url, **QUICK).status == "missing"
    assert len(server.requests) == 1  # remembered
    fetch_day("2004-09-23", cache, server.url, force=True, **QUICK)
    assert len(server.requests) == 2  # forced: asked again


def test_timeout_is_retried_then_reported(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["sleep:1", "sleep:1", "sleep:1"]
    waits: list[float] = []
    started = time.monotonic()
    result = fetch_day(DAY, tmp_path, server.url, timeout=0.2, retries=2, backoff=0.5, sleep=waits.append)
    assert result.status == "failed" and result.path is None
    assert "gave up after 3 attempts" in result.detail
    assert waits == [0.5, 1.0]  # exponential back-off, injected sleep
    assert time.monotonic() - started < 2.5
    assert not (tmp_path / "2004" / "09" / "22" / "#ubuntu.txt").exists()


def test_server_error_then_success(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["status:503", "status:500"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "downloaded" and result.path.read_bytes() == _served(server)
    assert len(server.requests) == 3


def test_forbidden_is_not_retried(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["status:403"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "failed" and "403" in result.detail and len(server.requests) == 1


def test_truncated_body_is_detected_and_reported(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["truncate"] * 3
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "failed" and "truncated" in result.detail
    assert not (tmp_path / "2004" / "09" / "22" / "#ubuntu.txt").exists()  # never a short file in place


def test_truncated_body_resumes_with_range(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["truncate"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "downloaded" and result.path.read_bytes() == _served(server)
    first, second = server.requests
    assert first[1] is None and second[1] == f"bytes={len(_served(server)) // 2}-"


@pytest.mark.parametrize("action", ["serve", "norange"])
def test_resume_from_part_file(server, tmp_path: Path, action: str) -> None:
    body = _served(server)
    part = tmp_path / "2004" / "09" / "22" / "#ubuntu.txt.part"
    part.parent.mkdir(parents=True)
    part.write_bytes(body[:100])
    server.script[DAY_PATH] = [action]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "downloaded" and result.path.read_bytes() == body  # appended or restarted
    assert server.requests == [(DAY_PATH, "bytes=100-")] and not part.exists()


def test_fetch_days_is_polite_and_sequential(server, tmp_path: Path) -> None:
    waits: list[float] = []
    results = list(fetch_days([DAY, "2004-09-23", DAY], tmp_path, server.url, delay=0.25,
                              sleep=waits.append, **QUICK))
    assert [r.status for r in results] == ["downloaded", "missing", "cached"]
    assert waits == [0.25]  # one pause between the two requests, none for the cached day


@pytest.mark.parametrize(("url", "loopback"), [
    ("http://127.0.0.1:8000", True), ("http://127.3.4.5/logs", True), ("http://localhost:99", True),
    ("http://[::1]:8000/", True), ("https://irclogs.ubuntu.com", False), ("http://10.0.0.1", False),
    ("http://128.0.0.1", False), ("http://localhost.example.org", False), ("file:///tmp/x", False)])
def test_only_a_server_on_this_machine_is_a_loopback_server(url: str, loopback: bool) -> None:
    assert download.loopback_server(url) is loopback


def test_unresolvable_host_fails_fast(tmp_path: Path, no_proxy: None) -> None:
    started = time.monotonic()
    with pytest.raises(NetworkUnavailable, match="cannot resolve"):
        fetch_day(DAY, tmp_path, "http://no-such-host.invalid", **QUICK)
    with pytest.raises(NetworkUnavailable):
        list(fetch_days([DAY], tmp_path, "http://no-such-host.invalid", **QUICK))
    assert time.monotonic() - started < download.DNS_TIMEOUT * 2


def test_find_day_log_order(server, tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    local = logs / "2004" / "09" / "22" / "#ubuntu.txt"
    local.parent.mkdir(parents=True)
    local.write_text("[00:00] <a> hi\n")
    cache = tmp_path / "cache"
    assert find_day_log(DAY, logs, cache, base_url=server.url).status == "local"
    assert find_day_log(DAY, None, cache, download=False).status == "failed"
    assert find_day_log(DAY, None, cache, base_url=server.url, timeout=1.0).status == "downloaded"
    assert find_day_log(DAY, tmp_path / "empty", cache, download=False).status == "cached"
    assert len(server.requests) == 1


def test_bad_date_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DownloadError, match="not a date"):
        fetch_day("2015-13-45", tmp_path)


def test_local_year_sample(tmp_path: Path) -> None:
    corpus, irclogs = tmp_path / "corpus", tmp_path / "irclogs"
    for name in ("train/2015-01-20.train-b.raw.txt", "dev/2015-02-03_01.raw.txt",
                 "train/2014-01-01.train-a.raw.txt", "train/2015-03-01.train-a.raw.txt"):
        (corpus / name).parent.mkdir(parents=True, exist_ok=True)
        (corpus / name).write_text("[00:00] <a> hi\n")
    whole = irclogs / "2015" / "03" / "01" / "#ubuntu.txt"
    whole.parent.mkdir(parents=True)
    whole.write_text("[00:00] <a> hi\n")
    found = local_year_sample(2015, corpus, irclogs)
    assert [r.date for r in found] == ["2015-01-20", "2015-02-03", "2015-03-01"]
    assert all(r.is_sample and r.ok for r in found)
    assert found[2].path == whole  # the whole day wins over the corpus excerpt of the same date
    assert "excerpt" in found[0].detail
    assert local_year_sample(2016, corpus, None) == []


def test_local_year_sample_on_shared_data(corpus_root: Path, irclogs_root: Path) -> None:
    found = local_year_sample(2015, corpus_root, irclogs_root)
    assert len(found) >= 10 and all(r.date.startswith("2015-") and r.is_sample for r in found)
    days = {r.date: r for r in local_year_sample(2004, corpus_root, irclogs_root)}
    assert "whole day" in days["2004-09-22"].detail and "excerpt" in days["2004-12-25"].detail


def _zip(entries: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in entries.items():
            archive.writestr(name, text)
    return buffer.getvalue()


def test_fetch_corpus_unpacks_upstream_layout(server, tmp_path: Path) -> None:
    top = "irc-disentanglement-master/"
    (server.root / "master.zip").write_bytes(_zip({
        top + "README.md": "corpus", top + "data/dev/2004-11-15_03.raw.txt": "[00:00] <a> hi\n",
        top + "data/train/2005-01-01.train-a.raw.txt": "[00:00] <b> yo\n"}))
    dest = tmp_path / "cache" / "irc-disentanglement"
    found = fetch_corpus(server.url + "/master.zip", dest, **QUICK)
    assert found == dest / "data"
    assert (found / "dev" / "2004-11-15_03.raw.txt").read_text() == "[00:00] <a> hi\n"
    assert fetch_corpus(server.url + "/master.zip", dest, **QUICK) == found  # archive cached
    assert len(server.requests) == 1


@pytest.mark.parametrize("bad", ["../evil.txt", "/etc/evil.txt", "top/../../evil.txt"])
def test_unpack_refuses_path_traversal(tmp_path: Path, bad: str) -> None:
    archive = tmp_path / "bad.zip"
    archive.write_bytes(_zip({"top/data/dev/a.raw.txt": "x", bad: "evil"}))
    with pytest.raises(DownloadError, match="unsafe path"):
        unpack_zip(archive, tmp_path / "out")
    assert not (tmp_path / "evil.txt").exists() and not (tmp_path / "out").exists()


def test_fetch_corpus_reports_missing_archive(server, tmp_path: Path) -> None:
    with pytest.raises(DownloadError, match="404"):
        fetch_corpus(server.url + "/nothing.zip", tmp_path / "c", **QUICK)


def test_hanging_dns_fails_fast(monkeypatch: pytest.MonkeyPatch, no_proxy: None) -> None:
    monkeypatch.setattr(download.http_client.socket, "getaddrinfo", lambda *args: time.sleep(0.5))
    started = time.monotonic()
    with pytest.raises(NetworkUnavailable, match="within 0.1 s"):
        download.check_network("https://irclogs.ubuntu.com/", timeout=0.1)
    assert time.monotonic() - started < 0.4


# ---- only a verified body becomes a day file ------------------------------------------------------


def test_body_without_length_is_kept_only_when_a_second_download_agrees(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["nolength", "nolength"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "downloaded" and result.path.read_bytes() == _served(server)
    assert [r[1] for r in server.requests] == [None, None]  # asked twice, never resumed


def test_body_cut_without_length_never_becomes_a_day(server, tmp_path: Path) -> None:
    # the server hangs up half-way and says nothing about the length: the silent truncation
    server.script[DAY_PATH] = ["nolength-cut", "nolength", "nolength-cut"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "failed" and "without Content-Length" in result.detail
    assert not (tmp_path / "2004" / "09" / "22" / "#ubuntu.txt").exists()
    assert not list(tmp_path.rglob("*.part"))


def test_cut_then_whole_without_length_needs_agreement(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["nolength-cut", "nolength", "nolength"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "downloaded" and result.path.read_bytes() == _served(server)
    assert len(server.requests) == 3


def test_chunked_transfer_verified_by_its_last_chunk(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["chunked"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "downloaded" and result.path.read_bytes() == _served(server)
    assert len(server.requests) == 1


def test_chunked_transfer_cut_is_retried(server, tmp_path: Path) -> None:
    server.script[DAY_PATH] = ["chunked-cut", "chunked-cut", "chunked-cut"]
    result = fetch_day(DAY, tmp_path, server.url, **QUICK)
    assert result.status == "failed" and result.path is None
    assert not (tmp_path / "2004" / "09" / "22" / "#ubuntu.txt").exists()


def test_force_downloads_a_cached_day_again(server, tmp_path: Path) -> None:
    dest = tmp_path / "2004" / "09" / "22" / "#ubuntu.txt"
    dest.parent.mkdir(parents=True)
    dest.write_bytes(b"[00:00] <a> a cut-off cached cop")
    assert fetch_day(DAY, tmp_path, server.url, **QUICK).status == "cached" and not server.requests
    result = fetch_day(DAY, tmp_path, server.url, force=True, **QUICK)
    assert result.status == "downloaded" and dest.read_bytes() == _served(server)
    assert len(server.requests) == 1


def test_missing_days_record_which_server_said_so(server, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    assert fetch_day("2004-09-23", cache, server.url, **QUICK).status == "missing"
    entry = json.loads((cache / "missing-days.json").read_text())["missing"]["2004-09-23/#ubuntu"]
    assert entry["server"] == server.url and "404" in entry["detail"]
    assert "2004-09-23/#ubuntu" in download.read_missing(cache, server.url)
    other = server.url.replace("127.0.0.1", "localhost")
    assert download.read_missing(cache, other) == {}  # another server was never asked
    assert fetch_day("2004-09-23", cache, other, **QUICK).status == "missing"
    assert len(server.requests) == 2  # asked the other server too


def test_retries_are_shown_without_verbose(server, tmp_path: Path, caplog) -> None:
    server.script[DAY_PATH] = ["status:503"]
    with caplog.at_level("WARNING", logger="disentangle.download"):
        assert fetch_day(DAY, tmp_path, server.url, **QUICK).status == "downloaded"
    assert any("retry 1/2" in r.getMessage() and r.levelname == "WARNING" for r in caplog.records)
