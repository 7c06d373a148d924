"""disentangle.extract.shards: a shard reads back only when whole."""
import gzip

import pytest

from disentangle.extract.shards import ShardError, encode_shard, gzip_lines, read_shard
from hashseed import bytes_per_hash_seed

HEADER = {"kind": "day", "date": "2015-01-01"}
RECORDS = [{"kind": "dialogue", "id": f"d{k}"} for k in range(5)]


def test_round_trip_and_reproducible(tmp_path) -> None:
    path = tmp_path / "s.jsonl.gz"
    path.write_bytes(encode_shard(HEADER, RECORDS))
    assert read_shard(path) == (HEADER, RECORDS)
    path.write_bytes(encode_shard(HEADER, []))
    assert read_shard(path) == (HEADER, [])


def encoded_sample() -> bytes:
    """The bytes of the sample shard (run under other hash seeds by `hashseed`)."""
    return encode_shard(HEADER, RECORDS)


def test_encoding_is_the_same_in_every_process() -> None:
    runs = bytes_per_hash_seed("test_shards:encoded_sample")
    assert set(runs.values()) == {encoded_sample()}


def _lines(data: bytes) -> list[bytes]:
    return gzip.decompress(data).splitlines(keepends=True)


@pytest.mark.parametrize("damage, fragment", [
    (lambda d: d[:len(d) // 2], "gzip"),
    (lambda d: gzip_lines(_lines(d)[:-1]), "no trailer"),
    (lambda d: gzip_lines(_lines(d)[:3] + _lines(d)[4:]), "records"),
    (lambda d: gzip_lines([line.replace(b"d3", b"d9") for line in _lines(d)]), "checksum"),
    (lambda d: gzip_lines(_lines(d)[:1]), "no header and trailer"),
    (lambda d: gzip_lines([b"not json\n"] + _lines(d)), "not JSON"),
    (lambda d: gzip_lines([b"[1]\n"] + _lines(d)), "not a JSON object"),
    (lambda d: b"", "no header"),
], ids=["cut", "no-trailer", "record-lost", "record-changed", "header-only", "junk-line", "array-line",
        "empty"])
def test_damage_is_detected(tmp_path, damage, fragment) -> None:
    path = tmp_path / "s.jsonl.gz"
    path.write_bytes(damage(encode_shard(HEADER, RECORDS)))
    with pytest.raises(ShardError, match=fragment):
        read_shard(path)


def test_missing_file_is_an_os_error(tmp_path) -> None:
    with pytest.raises(FileNotFoundError):
        read_shard(tmp_path / "none.jsonl.gz")
