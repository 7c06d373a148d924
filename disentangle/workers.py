"""Pool worker processes that never outlive the run that started them.

A worker of `extract`'s process pool holds a model and a tokenizer (a few hundred MB). If the main
process is killed (`kill -9`, the OOM killer) the pool's own clean-up never runs, so each worker is tied
to its parent twice: on Linux the kernel sends it SIGKILL the moment its parent dies
(`prctl(PR_SET_PDEATHSIG)`, through ctypes), and on every system a daemon thread watches the parent's
process id and ends the worker when the parent is gone (a parent that died before the `prctl` call, or
a system without it). `stop_pool` ends the workers of a pool at once, for an interrupted run.

Every process that runs the model computes with one BLAS thread (`one_blas_thread`: pool and Dask
workers, the parent of `--jobs 1`, `predict`). OpenBLAS splits a large matrix-vector product among its
threads, and where a thread's share ends a few sums are rounded in another order: with two threads (the
parent of `extract --jobs 1` on a 2-core machine) some candidate scores differed in the last bit from
those of a one-thread pool or Dask worker, which moved 41 confidences of a year in their 6th decimal. With
one thread everywhere a day is the same instruction sequence whatever `--jobs`, `--scheduler` or number of
cores. The limit is set for the process and for good, not inside a `with` block: a Dask worker runs days
in several threads, and one day restoring the limit while another still computes would bring the
difference back. CPUs on which OpenBLAS picks another kernel (`blas_kernel`, recorded per
run in stats.json) still round differently; the same `OPENBLAS_CORETYPE` on every host
makes them agree.
"""
from __future__ import annotations

import concurrent.futures as cf
import ctypes
import ctypes.util
import logging
import os
import signal
import sys
import threading
import time
from pathlib import Path

from threadpoolctl import threadpool_info, threadpool_limits

logger = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1                # from <linux/prctl.h>
WATCHDOG_SECONDS = 0.5              # how often a worker checks that its parent still lives
EXIT_ORPHANED = 1
JOIN_SECONDS = 5                    # waiting for a killed worker to be gone
BLAS_THREADS = 1                    # of every BLAS call the model makes, in every process
BLAS_API = "blas"                   # threadpoolctl's name for BLAS libraries (OpenBLAS, MKL, BLIS)
NUMPY_LIBS_SUFFIX = ".libs"         # a numpy wheel's own libraries sit in site-packages/numpy.libs


def die_with_parent_signal() -> bool:
    """Ask the Linux kernel to SIGKILL this process when its parent dies; False where unsupported."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def parent_alive(parent_pid: int) -> bool:
    """Whether the process that started this one is still its parent (an orphan is adopted by another)."""
    return os.getppid() == parent_pid


def _watch(parent_pid: int, interval: float) -> None:
    while parent_alive(parent_pid):
        time.sleep(interval)
    os._exit(EXIT_ORPHANED)  # no clean-up: the parent is gone and nobody waits for this process


def start_watchdog(parent_pid: int, interval: float = WATCHDOG_SECONDS) -> threading.Thread:
    """A daemon thread that ends this process as soon as `parent_pid` is no longer its parent."""
    thread = threading.Thread(target=_watch, args=(parent_pid, interval), name="parent-watchdog",
                              daemon=True)
    thread.start()
    return thread


def one_blas_thread() -> None:
    """Limit every BLAS library loaded in this process to `BLAS_THREADS` threads, for good."""
    threadpool_limits(limits=BLAS_THREADS, user_api=BLAS_API)


def blas_threads() -> list[int]:
    """The thread count of each BLAS library loaded in this process."""
    return [int(info["num_threads"]) for info in threadpool_info() if info.get("user_api") == BLAS_API]


def blas_kernel() -> str:
    """numpy's BLAS as 'library version kernel' (e.g. 'openblas 0.3.31 SkylakeX'): what, besides the thread
    count, decides how the model's sums are rounded. Other BLAS copies (scipy's) are left out, so that
    what else a process imported does not matter; every BLAS loaded when none is recognisably numpy's."""
    import numpy
    blas = [info for info in threadpool_info() if info.get("user_api") == BLAS_API]
    home = Path(numpy.__file__).resolve().parent
    own = [info for info in blas if Path(info.get("filepath", "")).resolve().parent in (home, home.with_name(
        f"{home.name}{NUMPY_LIBS_SUFFIX}"))]
    return ", ".join(sorted(f"{info.get('internal_api')} {info.get('version')} {info.get('architecture', '')}".strip()
                            for info in own or blas))


def init_worker(parent_pid: int) -> None:
    """Process-pool initializer: die with the parent, leave Ctrl-C to the parent, one BLAS thread."""
    die_with_parent_signal()
    if not parent_alive(parent_pid):  # the parent died before the prctl call took effect
        os._exit(EXIT_ORPHANED)
    start_watchdog(parent_pid)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the pool; no traceback per worker
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's "SIGTERM is Ctrl-C" handler
    one_blas_thread()  # the pool is the parallelism; and the same numbers as any other process


def new_pool(jobs: int) -> cf.ProcessPoolExecutor:
    """A process pool whose workers die with this process."""
    return cf.ProcessPoolExecutor(max_workers=jobs, initializer=init_worker, initargs=(os.getpid(),))


def stop_pool(executor: cf.ProcessPoolExecutor) -> None:
    """End a pool now: pending days are cancelled and running workers are killed, not awaited.

    SIGKILL, not SIGTERM: a worker holds nothing to save (the parent writes every result), and a worker
    still starting up may carry the parent's SIGTERM handler, which would print a traceback.
    """
    processes = list((getattr(executor, "_processes", None) or {}).values())  # no public way to get them
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.kill()
    for process in processes:
        process.join(timeout=JOIN_SECONDS)
