"""Tests for disentangle.settings: locations in one place; outputs under the current directory, caches in the
user's cache directory (or `$DISENTANGLE_CACHE`), the shared data only beside a checkout; the shipped model
as package data that a wheel carries, and an installed wheel that extracts a year writing nothing into its
installation (the whole wheel install with its dependencies runs in .ci/run)."""
from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from conftest import tree_listing
from disentangle import cli, settings
from disentangle.cli.train import output_file
from disentangle.compare.options import CompareOptions
from disentangle.corpus.samples import CorpusError, resolve_data_root
from disentangle.extract.errors import PipelineError
from disentangle.extract.layout import output_dir
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources import source_for
from disentangle.linking.model_file import DEFAULT_MODEL, load_model


def test_the_shipped_model_is_found_and_loads() -> None:
    assert DEFAULT_MODEL == settings.SHIPPED_MODEL and DEFAULT_MODEL.is_file()
    load_model(DEFAULT_MODEL)


def test_in_a_checkout_the_package_data_is_the_top_level_model() -> None:
    assert settings.PROJECT_ROOT is not None
    assert settings.SHIPPED_MODEL == (settings.PROJECT_ROOT / "models" / settings.MODEL_FILE).resolve()


def test_a_checkout_is_told_from_an_installed_package(tmp_path: Path) -> None:
    (tmp_path / "checkout" / "disentangle").mkdir(parents=True)
    (tmp_path / "checkout" / settings.CHECKOUT_MARKER).write_text("")
    (tmp_path / "site-packages" / "disentangle").mkdir(parents=True)
    assert settings.find_project_root(tmp_path / "checkout" / "disentangle") == tmp_path / "checkout"
    assert settings.find_project_root(tmp_path / "site-packages" / "disentangle") is None
    assert settings.SHARED_MIRROR is not None and settings.SHARED_IRCLOGS is not None
    assert settings.SHARED_MIRROR.parent == settings.SHARED_IRCLOGS.parent
    assert settings.SHARED_MIRROR.parents[2] == settings.PROJECT_ROOT.parent


def test_caches_follow_the_environment_variable(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(settings.ENV_CACHE, str(tmp_path / "mine"))
    assert settings.cache_dir() == tmp_path / "mine"
    assert settings.log_cache_dir() == tmp_path / "mine" / "irclogs"
    assert settings.corpus_cache_dir() == tmp_path / "mine" / "irc-disentanglement"
    assert settings.knowledge_file() == tmp_path / "mine" / "manpages.jsonl"
    assert ExtractOptions().cache == settings.log_cache_dir() and CompareOptions().days.cache == settings.log_cache_dir()
    assert ExtractOptions().knowledge == settings.knowledge_file()


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG cache directory is Linux's")
def test_without_the_variable_caches_go_to_the_user_cache_directory(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv(settings.ENV_CACHE)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert settings.cache_dir() == tmp_path / "xdg" / settings.APP_NAME


def test_the_tests_never_use_the_user_cache(private_cache: Path) -> None:
    assert settings.cache_dir() == private_cache
    assert not settings.cache_dir().is_relative_to(Path(os.path.expanduser("~")) / ".cache")


def test_outputs_default_under_the_current_directory(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    prepared = source_for(2015, ExtractOptions(download=False)).prepare()
    assert prepared.output_name == "2015"
    assert output_dir(None, prepared.output_name) == tmp_path / "data" / "extracted" / "2015"
    assert CompareOptions().output_dir(prepared) == tmp_path / "reports" / "compare-2015"
    assert CompareOptions().work_dir(prepared) == tmp_path / "data" / "extracted" / "2015"
    assert output_dir(Path("elsewhere"), prepared.output_name) == Path("elsewhere")


def test_train_writes_under_the_current_directory(tmp_path: Path, monkeypatch) -> None:
    parse = cli.build_parser(["train"]).parse_args
    monkeypatch.chdir(tmp_path)
    assert output_file(parse(["train"])) == tmp_path / "models" / settings.MODEL_FILE
    assert output_file(parse(["train", "--output", "m.npz"])) == Path("m.npz")
    monkeypatch.chdir(settings.PROJECT_ROOT)   # `make train`: the checkout's shipped model
    assert output_file(parse(["train"])).resolve() == settings.SHIPPED_MODEL


def test_help_shows_the_real_defaults(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv(settings.ENV_CACHE, str(tmp_path / "c"))
    monkeypatch.setenv("COLUMNS", "1000")  # one line per option: no path cut at a hyphen
    for command in ("extract", "compare"):
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        text = capsys.readouterr().out
        assert f"download cache (default: {tmp_path / 'c' / 'irclogs'};" in text, text
        assert "under the current directory" in text
    args = cli.build_parser(["extract"]).parse_args(["extract", "--year", "2015"])
    assert args.cache == tmp_path / "c" / "irclogs"


def test_an_installed_package_finds_the_corpus_through_the_variable_only(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("disentangle.corpus.samples.SHARED_MIRROR", None)
    monkeypatch.delenv(settings.ENV_DATA, raising=False)
    with pytest.raises(CorpusError, match="no corpus found"):
        resolve_data_root(download=False)
    (tmp_path / "corpus" / "dev").mkdir(parents=True)
    monkeypatch.setenv(settings.ENV_DATA, str(tmp_path / "corpus"))
    assert resolve_data_root(download=False) == tmp_path / "corpus"


def test_days_not_in_the_cache_point_at_the_cache_of_earlier_versions(tmp_path: Path, monkeypatch, caplog) -> None:
    old = tmp_path / "checkout" / "data" / "cache" / "irclogs"
    old.mkdir(parents=True)
    monkeypatch.setattr(settings, "PROJECT_ROOT", tmp_path / "checkout")
    for cache, warned in ((tmp_path / "cache", True), (old, False)):
        caplog.clear()
        with pytest.raises(PipelineError, match="no #ubuntu log"):
            source_for(2003, ExtractOptions(cache=cache, download=False, corpus=tmp_path / "none", irclogs=None)).prepare()
        assert (f"may be in {old}, the cache of earlier versions" in caplog.text) == warned, caplog.text


def build_wheel(dist: Path) -> Path:
    assert settings.PROJECT_ROOT is not None
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-cache-dir", "--no-deps",
                    "--wheel-dir", str(dist), str(settings.PROJECT_ROOT)], check=True, capture_output=True)
    (wheel,) = dist.glob("*.whl")
    return wheel


@pytest.mark.slow
def test_the_wheel_carries_the_model(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        packed = archive.read(f"disentangle/models/{settings.MODEL_FILE}")
        names = archive.namelist()
    assert packed == settings.SHIPPED_MODEL.read_bytes()
    package = settings.PACKAGE_DIR
    modules = {path.relative_to(package.parent).as_posix() for path in package.rglob("*.py")}
    assert "disentangle/exporters/dstc7.py" in modules and not modules - set(names), modules - set(names)


def venv_with_wheel(venv: Path, wheel: Path) -> Path:
    """A fresh virtual environment with `wheel` installed in it, its dependencies those of this one (a .pth
    file names this environment's site-packages; no network, no copies); its python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, capture_output=True)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-cache-dir",
                    "--no-deps", "--no-index", str(wheel)], check=True, capture_output=True)
    done = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True)
    ours = dict.fromkeys((sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]))
    (Path(done.stdout.strip()) / "_test_dependencies.pth").write_text("".join(f"{p}\n" for p in ours))
    return python


@pytest.mark.slow
def test_an_installed_wheel_extracts_into_the_current_directory(tmp_path: Path, corpus_root: Path) -> None:
    python = venv_with_wheel(tmp_path / "venv", build_wheel(tmp_path / "dist"))
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    env = {key: value for key, value in os.environ.items() if key != settings.ENV_CACHE}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / "cache"), PYTHONDONTWRITEBYTECODE="1",
               **{settings.ENV_DATA: str(corpus_root)})
    where = subprocess.run([str(python), "-c", "import disentangle; print(disentangle.__file__)"], cwd=work,
                           env=env, check=True, capture_output=True, text=True).stdout.strip()
    assert Path(where).is_relative_to(tmp_path / "venv"), where   # the wheel's code, not the checkout's
    installed = tree_listing(tmp_path / "venv")
    done = subprocess.run([str(tmp_path / "venv" / "bin" / "disentangle"), "extract", "--year", "2015",
                           "--no-download", "--jobs", "1"], cwd=work, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    dataset = work / "data" / "extracted" / "2015"
    assert (dataset / "stats.json").is_file() and (dataset / "README.md").is_file(), done.stdout
    assert f"wrote {dataset} " in done.stdout
    assert sorted(path.name for path in work.iterdir()) == ["data"]
    assert (home / "cache" / settings.APP_NAME / settings.KNOWLEDGE_CACHE_NAME).is_file()
    assert tree_listing(tmp_path / "venv") == installed
