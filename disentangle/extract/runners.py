"""Where days run: this process (`jobs=1`), a local process pool, or a Dask distributed cluster.

Each runner takes `DayTask`s and yields `DayOutcome`s; a pool whose worker died is restarted a few times.
"""
from __future__ import annotations

import concurrent.futures as cf
import logging
from collections.abc import Iterable, Iterator

from disentangle.extract.day import process_day
from disentangle.extract.errors import PipelineError
from disentangle.extract.records import DayOutcome, DayRecord, DayTask
from disentangle.extract.settings import ExtractOptions
from disentangle.workers import new_pool, stop_pool

logger = logging.getLogger(__name__)


IN_FLIGHT_PER_WORKER = 2            # days submitted ahead per worker, to keep workers busy
MAX_POOL_RESTARTS = 3               # a process pool whose worker died is restarted at most this often
DASK_CONNECT_SECONDS = 30


class InlineRunner:
    """Runs each day at once in this process (jobs=1); shows a per-day progress bar."""

    def __init__(self, progress: bool | None) -> None:
        self.progress = progress
        self.capacity = 1

    def submit(self, task: DayTask) -> cf.Future:
        future: cf.Future = cf.Future()
        future.set_result(process_day(task, self.progress))
        return future

    def wait(self, futures: Iterable) -> list:
        return list(futures)

    def close(self) -> None:
        pass

    def abort(self) -> None:
        pass


class PoolRunner:
    """A local process pool; a pool whose worker died is replaced (its days are reported failed)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.capacity = jobs * IN_FLIGHT_PER_WORKER
        self.restarts = 0
        self.executor = self._pool()

    def _pool(self) -> cf.ProcessPoolExecutor:
        return new_pool(self.jobs)  # workers die with this process, even on kill -9

    def submit(self, task: DayTask) -> cf.Future:
        try:
            return self.executor.submit(process_day, task)
        except cf.BrokenExecutor:
            if self.restarts >= MAX_POOL_RESTARTS:
                raise PipelineError(f"worker processes keep dying ({self.restarts} restarts); "
                                    "out of memory? try fewer --jobs") from None
            self.restarts += 1
            logger.warning("a worker process died; starting a new pool (%d/%d)", self.restarts,
                           MAX_POOL_RESTARTS)
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = self._pool()
            return self.executor.submit(process_day, task)

    def wait(self, futures: Iterable) -> set:
        return cf.wait(list(futures), return_when=cf.FIRST_COMPLETED).done

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)

    def abort(self) -> None:
        stop_pool(self.executor)


class DaskRunner:
    """Days as tasks on a Dask distributed cluster; workers need this package and the model file."""

    def __init__(self, address: str) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise PipelineError("--scheduler needs Dask: pip install 'irc-disentangle[dask]'") from None
        try:
            self.client = Client(address, timeout=DASK_CONNECT_SECONDS)
        except (OSError, TimeoutError, ValueError) as error:
            raise PipelineError(f"cannot reach the Dask scheduler at {address}: {error}") from None
        threads = sum(self.client.nthreads().values()) or 1
        self.capacity = threads * IN_FLIGHT_PER_WORKER

    def submit(self, task: DayTask):
        return self.client.submit(process_day, task, pure=False)

    def wait(self, futures: Iterable) -> set:
        from distributed import wait
        return wait(list(futures), return_when="FIRST_COMPLETED").done

    def close(self) -> None:
        self.client.close()

    def abort(self) -> None:
        self.client.close()


def make_runner(options: ExtractOptions, days: int):
    """The runner for this run: Dask when a scheduler is given, else a pool, or inline for one job/day."""
    if options.scheduler:
        return DaskRunner(options.scheduler)
    jobs = options.workers()
    if min(jobs, days) <= 1:
        return InlineRunner(options.progress)
    return PoolRunner(min(jobs, days))


def run_tasks(items: Iterable[DayTask | DayRecord], runner) -> Iterator[tuple[DayTask | DayRecord,
                                                                          DayOutcome | None]]:
    """Submit tasks as they come (keeping `runner.capacity` in flight); yield (task, outcome) as days
    finish, and (record, None) at once for days that need no work."""
    pending: dict = {}
    items = iter(items)
    exhausted = False
    while True:
        while not exhausted and len(pending) < runner.capacity:
            item = next(items, None)
            if item is None:
                exhausted = True
            elif isinstance(item, DayRecord):
                yield item, None
            else:
                pending[runner.submit(item)] = item
        if not pending:
            return
        for future in runner.wait(pending):
            task = pending.pop(future)
            yield task, _outcome(future, task)


def _outcome(future, task: DayTask) -> DayOutcome:
    try:
        return future.result()
    except Exception as error:  # noqa: BLE001 -- a dead worker or lost task: the day failed, not the year
        return DayOutcome(task.date, False, error=f"worker failed: {type(error).__name__}: {error}")
