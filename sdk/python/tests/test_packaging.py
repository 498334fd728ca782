"""The installed packages say they are typed (PEP 561): a type checker reads the annotations of the
hand-written `vigil` and of the generated `vigil_api` alike, instead of treating them as untyped."""

from __future__ import annotations

from importlib.resources import files

import pytest


@pytest.mark.parametrize("package", ["vigil", "vigil_api"])
def test_ships_py_typed(package: str) -> None:
    assert files(package).joinpath("py.typed").is_file()
