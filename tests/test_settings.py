"""Tests for disentangle.settings: locations in one place, and the shipped model as package data that a
wheel carries (the whole wheel install and a prediction from outside the checkout run in .ci/run)."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from disentangle import settings
from disentangle.linking.model_file import DEFAULT_MODEL, load_model


def test_the_shipped_model_is_found_and_loads() -> None:
    assert DEFAULT_MODEL == settings.SHIPPED_MODEL and DEFAULT_MODEL.is_file()
    load_model(DEFAULT_MODEL)


def test_in_a_checkout_the_package_data_is_the_top_level_model() -> None:
    assert settings.SHIPPED_MODEL == (settings.PROJECT_ROOT / "models" / settings.MODEL_FILE).resolve()


def test_locations_hang_together() -> None:
    assert settings.LOG_CACHE_DIR.parent == settings.CACHE_DIR and settings.CACHE_DIR.parent == settings.DATA_DIR
    assert settings.SHARED_MIRROR.parent == settings.SHARED_IRCLOGS.parent


@pytest.mark.slow
def test_the_wheel_carries_the_model(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(tmp_path),
                    str(settings.PROJECT_ROOT)], check=True, capture_output=True)
    (wheel,) = tmp_path.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        packed = archive.read(f"disentangle/models/{settings.MODEL_FILE}")
        names = archive.namelist()
    assert packed == settings.SHIPPED_MODEL.read_bytes()
    package = settings.PROJECT_ROOT / "disentangle"
    modules = {path.relative_to(package.parent).as_posix() for path in package.rglob("*.py")}
    assert "disentangle/examples/exporters/dstc7.py" in modules and not modules - set(names), modules - set(names)
