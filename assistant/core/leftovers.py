"""Temporary files of our own, and sweeping those a killed run left behind (issue 26).

Everything the app writes whole (a backup, an export, a table file, a map file, a tile pyramid, a new
database) is written under a temporary name beside its target and renamed into place when complete. A run
killed meanwhile (kill -9, a power cut) leaves that temporary behind, and only we can know it is garbage: its
name carries the id of the process that made it. :func:`temp_name` makes such names; :func:`sweep` removes,
in one folder, the entries whose name is one of OUR patterns and whose maker is gone: no process has its id
any more, or the process that has it now started after the entry was last written (the id was reused).
Nothing else is touched: not a file of another program, not a symbolic link, not an entry of a live run.

Patterns (``PID`` the maker's process id, ``HEX`` 8 hex digits):

- ``.NAME.taPID-HEX.tmp`` (a file written whole: backups, exports, table and map files), and its SQLite side
  files ``-journal``, ``-wal``, ``-shm``;
- ``.NAME.taPID-HEX.part`` (a tile pyramid being cut: a folder);
- ``.table-assistant-new-PID-HEX.sqlite`` (a new database being built) and its side files.
"""

from __future__ import annotations

import logging
import os
import re
import secrets
import shutil
import stat
from pathlib import Path

__all__ = ["temp_name", "is_ours", "maker_pid", "pid_alive", "process_start", "is_stale", "sweep"]

log = logging.getLogger("assistant.leftovers")

#: our temporary names; group ``pid`` is the process that made the entry
OUR_NAMES = (
    re.compile(r"^\..+\.ta(?P<pid>\d{1,10})-[0-9a-f]{8}\.(?:tmp|part)(?:-journal|-wal|-shm)?$", re.DOTALL),
    re.compile(r"^\.table-assistant-new-(?P<pid>\d{1,10})-[0-9a-f]{8}\.sqlite(?:-journal|-wal|-shm)?$"),
)
#: the most bytes of the target's name a temporary name repeats (the whole stays under 255 bytes)
NAME_BYTES = 160


def temp_name(target: str | os.PathLike, suffix: str = "tmp") -> Path:
    """A fresh temporary name beside ``target`` for writing it whole: ``.NAME.taPID-HEX.tmp`` (``suffix``
    "part" for a folder being filled); a long NAME is cut (by bytes, not characters)."""
    target = Path(target)
    name = target.name.encode("utf-8", "surrogateescape")[:NAME_BYTES].decode("utf-8", "ignore") or "file"
    return target.with_name(f".{name}.ta{os.getpid()}-{secrets.token_hex(4)}.{suffix}")


def maker_pid(name: str) -> int | None:
    """The process id in one of our temporary names, or None when ``name`` is not one of ours."""
    for pattern in OUR_NAMES:
        m = pattern.match(name)
        if m:
            return int(m.group("pid"))
    return None


def is_ours(name: str) -> bool:
    return maker_pid(name) is not None


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists now (one we may not signal counts: it exists)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":  # pragma: no cover - Windows
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return True
    return True


def _pid_alive_windows(pid: int) -> bool:  # pragma: no cover - Windows
    import ctypes

    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return ctypes.get_last_error() == 5           # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259                      # STILL_ACTIVE
    finally:
        kernel.CloseHandle(handle)


def process_start(pid: int) -> float | None:
    """When the process with this id started (seconds since the epoch), where the system says (Linux's
    /proc); None elsewhere or when it cannot be read."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
        ticks = int(raw[raw.rindex(")") + 2:].split()[19])   # field 22, after the command's name
        boot = next(int(line.split()[1]) for line in Path("/proc/stat").read_text().splitlines()
                    if line.startswith("btime "))
        return boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration, AttributeError):
        return None


def is_stale(entry: Path, st: os.stat_result | None = None) -> bool:
    """``entry`` is one of our temporaries and its maker is gone (see the module notes)."""
    pid = maker_pid(entry.name)
    if pid is None or pid == os.getpid():
        return False
    if not pid_alive(pid):
        return True
    started = process_start(pid)
    if started is None:
        return False              # alive, and no way to tell it is another process: kept
    st = st or entry.lstat()
    return st.st_mtime < started - 2.0   # written before that process began: its maker is gone


def sweep(folder: str | os.PathLike | None) -> list[Path]:
    """Remove, in ``folder`` (not below it), our stale temporaries (:func:`is_stale`); returns what was
    removed and says so in the log. A folder that cannot be listed, or an entry that cannot be removed, is
    left as it is (logged)."""
    if folder is None:
        return []
    folder = Path(folder)
    try:
        names = [e.name for e in os.scandir(folder)]
    except OSError:
        return []
    swept: list[Path] = []
    for name in names:
        if maker_pid(name) is None:
            continue
        entry = folder / name
        try:
            st = entry.lstat()
            if stat.S_ISLNK(st.st_mode) or not is_stale(entry, st):
                continue   # never a link (we make none), never a live run's file
            if stat.S_ISDIR(st.st_mode):
                shutil.rmtree(entry)
            else:
                entry.unlink()
        except OSError as exc:
            log.warning("Could not remove the leftover temporary %s: %s", entry, exc)
            continue
        swept.append(entry)
    if swept:
        names_swept = ", ".join(p.name for p in swept[:20])
        log.info("Swept %d leftover temporar%s of an earlier run that stopped before finishing, in %s: %s%s",
                 len(swept), "y" if len(swept) == 1 else "ies", folder, names_swept, " ..." if len(swept) > 20 else "")
    return swept

