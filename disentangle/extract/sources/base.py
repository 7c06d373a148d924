"""What a source of days is: the `DaySource` protocol the extract job reads its days through.

The job (`extract.job.extract`) knows nothing of directories, archives or downloads: it asks a source to
prepare (check what it was given, before any output exists), to plan the run (where each day will come
from), then for each day's bytes in date order, and finally what the source has to add to stats.json and to
the terminal report. The sources: irclogs-style days (`irclogs`: the archive of a year with its download
cache and offline sample, a local log tree; `logs_file`: one long log file), and chat exports (`chat`:
Slack, Discord, Telegram), whose days are chat-day files (`logs.chat_days`).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Protocol

from disentangle.extract.options import DateRange, DayInput, DayPlan, DayRecord, ExtractOptions


class DaySource(Protocol):
    """Where the days of a run come from.

    A new source (a Slack, Discord or Telegram export, ...) is one new module in `extract/sources/` with a
    class that provides the members below, and one line in `sources.source_for` that chooses it; the job,
    its workers, shards, filters and exporters stay as they are. It must provide:

    - `dates`: the run's `DateRange` (its `year` names the dataset and its default output directory);
    - `prepare()`: every check of what the source was given (a path, a file's layout, a channel), raising a
      `PipelineError` (or a `SettingError` naming the setting) before the output directory is created;
      heavy one-time work (splitting a file into days) belongs here too;
    - `plan()`: a `DayPlan`: one `DayResult` per date found (or not), the mode (`MODE_LOGS`, or
      `MODE_SAMPLE` when the data is a stand-in, with a `note` saying so);
    - `days(plan)`: each day of the plan in date order, as a `DayInput` (its bytes, a stable provenance
      name independent of where the files are, whether it is a whole day so the next may take its last
      lines as context, and its origin) or as a `DayRecord` saying why it has none (missing, unavailable,
      failed); the bytes must be in a log format `disentangle.logs` reads;
    - `run_section(records)`: what stats.json's `run` section says of the source (`{}` for nothing);
    - `describe(records)`: one line for the terminal report (`""` for nothing);
    - `output_name`: the default output folder's name (under `extracted/`): the year for irclogs days,
      `PLATFORM-CHANNEL[-YEAR]` for a chat export (`PLATFORM-EXPORT[-YEAR]` when it reads several channels);
    - days of several channels (a chat export's) carry their channel (`DayInput.channel`): each channel's
      days are in date order, and the plan names them (`DayPlan.channels`, `channel_keys`);
    - `skip_ubuntu_steps`: why the #ubuntu-only steps (the channel bot's factoid commands, man-page grounding
      of DSTC7 subtask 5) do not apply to these days, "" when they do;
    - `adapt(options)`: the run's options for this source (e.g. its day format).
    """

    dates: DateRange

    @property
    def output_name(self) -> str: ...

    @property
    def skip_ubuntu_steps(self) -> str: ...

    def adapt(self, options: ExtractOptions) -> ExtractOptions: ...

    def prepare(self) -> None: ...

    def plan(self) -> DayPlan: ...

    def days(self, plan: DayPlan) -> Iterator[DayInput | DayRecord]: ...

    def run_section(self, records: Mapping[str, DayRecord]) -> dict: ...

    def describe(self, records: Mapping[str, DayRecord]) -> str: ...
