"""One bot process per database: an exclusive `flock` on `<db>.lock`.

The kernel drops a flock when its file is closed or its process dies, so a crashed bot never
leaves a stale lock behind (unlike a pid file). The file holds the owner's pid only to name
it in the error message.
"""

from __future__ import annotations

import contextlib
import fcntl
import os

from storage.errors import AlreadyRunning


class InstanceLock:
    def __init__(self, db_path: str) -> None:
        self.db_path = os.path.abspath(db_path)
        self.path = self.db_path + ".lock"
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            other = _read_pid(fd)
            os.close(fd)
            raise AlreadyRunning(self.db_path, self.path, other) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
        os.close(fd)  # closing drops the flock


def _read_pid(fd: int) -> int | None:
    try:
        text = os.pread(fd, 32, 0).decode().strip()
        return int(text) if text else None
    except (OSError, ValueError):
        return None
