"""Ctrl-C from the first moment: while the engine, the plugins and the catalogues are still loading,
``regla`` says "regla: interrupted" in one line and exits 130, as it does later on (never a traceback,
never death by the signal)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
from regla import ExitCode

pytestmark = pytest.mark.hostile

ROOT = Path(__file__).resolve().parent.parent

# the console script's two lines, with word sent once they have run: the interruption then comes while
# `regla.cli.main` (the engine, the plugins, click, the catalogues) is being imported
SCRIPT = ("import sys\nfrom regla.cli.entry import main\nsys.stderr.write('ready\\n')\nsys.stderr.flush()\n"
          "sys.argv[0] = 'regla'\nmain()\n")


def test_the_console_script_starts_at_an_entry_that_loads_nothing_before_it_takes_ctrl_c() -> None:
    with (ROOT / "pyproject.toml").open("rb") as fp:
        assert tomllib.load(fp)["project"]["scripts"]["regla"] == "regla.cli.entry:main"
    assert (ROOT / "core" / "__main__.py").read_text(encoding="utf-8").count("from .cli.entry import main") == 1
    # what the script imports before its `try` is regla's package, the entry and its way out alone: no
    # engine, no click
    loaded = subprocess.run([sys.executable, "-c", "import sys, regla.cli.entry\nprint(sorted(m for m in "
                             "sys.modules if m.split('.')[0] in ('regla', 'regla_plugins', 'click', 'pydantic')))"],
                            capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "['regla', 'regla.cli', 'regla.cli.entry', 'regla.cli.interrupt']"


@pytest.mark.parametrize("delay", [0.05, 0.2])
def test_ctrl_c_while_loading_is_one_line_and_exit_130(delay: float) -> None:
    process = subprocess.Popen([sys.executable, "-c", SCRIPT, "play", "--players", "2"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "LANGUAGE": "ko"},
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert process.stderr is not None and process.stderr.readline() == "ready\n"
    time.sleep(delay)  # past the two lines above, well before the engine has loaded
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == ExitCode.INTERRUPTED, err
    # the catalogue is not loaded yet: English, in one line
    assert err == "regla: interrupted\n" and out == ""
