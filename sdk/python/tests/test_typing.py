"""The hand-written layer as a type checker sees it (mypy, over the installed packages): a call
returns the success model, not ``Optional[Union[Problem, Model]]``, since errors are raised; and
``paginate`` yields the page's items, typed as such."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SNIPPET = '''
from vigil import Vigil
from vigil_api.api.sites import delete_site, get_site, list_sites
from vigil_api.api.screening import list_labels

vigil = Vigil("vk_example")
reveal_type(vigil.call(get_site.sync, "site_01"))
reveal_type(vigil.call(delete_site.sync, "site_01"))
for site in vigil.paginate(list_sites.sync, limit=100):
    reveal_type(site)
for label in vigil.paginate(list_labels.sync, chain="ethereum"):
    reveal_type(label)


async def every_site() -> None:
    reveal_type(await vigil.acall(get_site.asyncio, "site_01"))
    async for site in vigil.apaginate(list_sites.asyncio):
        reveal_type(site)
'''


def test_calls_and_pages_are_typed(tmp_path: Path) -> None:
    snippet = tmp_path / "typed.py"
    snippet.write_text(SNIPPET)
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(snippet)],
        capture_output=True,
        text=True,
    )
    revealed = [line.split('Revealed type is "')[1].rstrip('"') for line in checked.stdout.splitlines() if "Revealed type" in line]
    assert revealed == [
        "vigil_api.models.site.Site",
        "Any",
        "vigil_api.models.site.Site",
        "vigil_api.models.label.Label",
        "vigil_api.models.site.Site",
        "vigil_api.models.site.Site",
    ], checked.stdout
    assert "error" not in checked.stdout.replace("note:", ""), checked.stdout


def test_the_examples_type_check(tmp_path: Path) -> None:
    # What docs/clients.md and the README show of Python is these files' code: it must check too.
    examples = Path(__file__).resolve().parents[1] / "examples"
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(examples)],
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0, checked.stdout
