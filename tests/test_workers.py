"""disentangle.workers: pool workers that die with their parent (the real kill tests: test_faults.py)."""
import subprocess
import sys
import textwrap
import time
from multiprocessing.connection import wait

import pytest

from disentangle import workers


def test_parent_alive() -> None:
    import os
    assert workers.parent_alive(os.getppid()) and not workers.parent_alive(-1)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux only")
def test_death_signal_is_set() -> None:
    assert workers.die_with_parent_signal()


def test_orphan_ends_itself() -> None:
    """A child that started the watchdog for a parent that then exits ends within a second."""
    script = textwrap.dedent("""
        import os, sys, time
        from disentangle import workers
        parent = os.getpid()
        child = os.fork()
        if child == 0:
            workers.start_watchdog(parent, 0.05)
            time.sleep(30)
            os._exit(0)
        print(child, flush=True)
        os._exit(0)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=30)
    child = int(done.stdout.strip())
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and _running(child):
        time.sleep(0.05)
    assert not _running(child)


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def test_stop_pool_ends_busy_workers() -> None:
    pool = workers.new_pool(2)
    for _ in range(2):
        pool.submit(time.sleep, 30)
    time.sleep(0.5)
    processes = list(pool._processes.values())
    started = time.monotonic()
    workers.stop_pool(pool)
    # a process's sentinel becomes ready when it has ended, whoever reaps it (the pool's own thread may, and
    # then `is_alive()` can still say True for a moment: that race made this test fail about 1 run in 3)
    ended = wait([p.sentinel for p in processes], timeout=10)
    assert time.monotonic() - started < 10 and len(ended) == len(processes)


def test_one_blas_thread_is_set_for_the_process() -> None:
    from threadpoolctl import threadpool_limits
    with threadpool_limits(limits=2):
        workers.one_blas_thread()
        assert set(workers.blas_threads()) == {1}


def test_blas_kernel_is_numpys_whatever_else_is_loaded() -> None:
    """scipy.linalg brings its own OpenBLAS copy: it must not change what a process reports."""
    code = ("import numpy; from disentangle.workers import blas_kernel; before = blas_kernel(); "
            "import scipy.linalg; print(before); print(blas_kernel())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    before, after = done.stdout.splitlines()
    assert before == after and before.count(",") == 0 and before.split()[0] in ("openblas", "mkl", "blis")
