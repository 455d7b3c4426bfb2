# boardtutor -- set-up, JupyterLab and tests. Every target sets itself up on
# a fresh machine; nothing needs an activated venv.
#
#   make lab     Create .venv (python3 -m venv), install the package editable
#                with its extras (pip install -e ".[test,lab]"), then start
#                JupyterLab on notebooks/.
#                  make lab PORT=9999 LAB_ARGS="--no-browser"
#   make app     The same set-up, then the lessons as an app (Voilà): no code,
#                only texts, boards and buttons. It opens the start page in the
#                learner's language (German unless $LANG starts with "en";
#                choose with APP_LANG or LANG_) on 127.0.0.1, the same view as
#                the Binder links: /voila/render/notebooks/<lang>/00_start.ipynb
#                (JupyterLab stays at /lab for the teacher).
#                  make app APP_LANG=en    make app LANG_=de LAB_ARGS="--no-browser"
#                voila.json leaves out the cells tagged "notebook-only".
#   make test    Same set-up, install Debian's Chromium if /usr/bin/chromium
#                is missing (apt-get, with sudo when not root), then run in order
#                  1. test-unit       pytest tests/ + doctests of boardtutor/
#                     test-rules      tools/rule_coverage.py (every rule taught and
#                                     tested), tools/practice_coverage.py (>= 90 % of
#                                     each started game's rules with exercises) and
#                                     the saved-game schemas up to date
#                  2. test-browser    pytest tests/browser: every notebook run in
#                                     JupyterLab in headless Chromium, and the
#                                     app (Voilà) clicked through (a separate
#                                     call: pyproject.toml's addopts has
#                                     --ignore=tests/browser, so a plain
#                                     `pytest` stays fast and browser-free);
#                                     axe-core checks every lesson in Voilà and
#                                     every widget kind in JupyterLab for
#                                     accessibility (0 critical or serious
#                                     violations in what boardtutor draws).
#                                     axe-core comes from npm: `npm ci` into
#                                     node_modules/ (git ignores it) when it is
#                                     missing, at the version package-lock.json
#                                     pins; Debian's npm is installed (apt-get)
#                                     when there is no npm
#                  3. test-notebooks  nbval --nbval-lax over notebooks/ (no
#                                     notebooks yet, pytest exit 5, is fine)
#                All three run even when one fails; the last line sums them up
#                ("total: N passed, N failed, N skipped") and the exit code
#                is non-zero if any failed. JUnit XML, screenshots and the
#                JupyterLab log go to test-output/.
#                  The unit tests run on two processes (xdist, PYTEST_ARGS="-n 2");
#                  make test PYTEST_ARGS=   runs them in one
#   make test-unit | test-browser | test-notebooks   one step alone
#   make axe     Only axe-core into node_modules/ (npm ci; git ignores it).
#   make venv    Only the set-up (re-run automatically when pyproject.toml or
#                this Makefile changes; a stamp file in .venv remembers it).
#   make clean   Remove .venv, node_modules/ and test-output/ (and caches).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV ?= .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.boardtutor-installed
EXTRAS ?= test,lab
PORT ?= 8888
LAB_ARGS ?=
# make app: the learner's language (APP_LANG or LANG_; else from $LANG; else German)
LANG_ ?= $(if $(filter en%,$(LANG)),en,de)
APP_LANG ?= $(LANG_)
PYTEST_ARGS ?= -n 2
OUT := test-output
CHROMIUM ?= /usr/bin/chromium
AXE := node_modules/axe-core/axe.min.js

PYTEST := $(VPY) -m pytest -p no:cacheprovider
# This machine's pip config names file:// package folders that do not exist
# everywhere; pip warns about each. Drop those lines, keep everything else.
PIP_FILTER := { grep -v "^WARNING: Location 'file:" || true; }
# jupyter refuses to run as root without this flag
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: help venv lab app test test-unit test-rules test-browser test-notebooks chromium axe clean

help:
	@sed -n '1,/^$$/p' Makefile | sed 's/^# \{0,1\}//'

# ---------------------------------------------------------------- set-up

$(VPY):
	@echo "==> creating $(VENV) with $(PYTHON) ($$($(PYTHON) --version 2>&1))"
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml constraints.txt Makefile | $(VPY)
	@echo "==> installing boardtutor (editable) with extras [$(EXTRAS)] into $(VENV)"
	$(VPY) -m pip install --disable-pip-version-check -q -c constraints.txt -e ".[$(EXTRAS)]" 2>&1 | $(PIP_FILTER)
	@touch $@
	@echo "==> $(VENV) ready"

venv: $(STAMP)

chromium:
	@if [ -x "$(CHROMIUM)" ]; then \
	  echo "==> chromium: $(CHROMIUM)"; \
	else \
	  echo "==> $(CHROMIUM) missing: installing Debian's chromium (apt-get)"; \
	  SUDO=; if [ "$$(id -u)" != 0 ]; then SUDO=sudo; fi; \
	  $$SUDO apt-get update -q; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; \
	fi

# axe-core for the accessibility tests: exactly the version package-lock.json pins (npm ci)
$(AXE): package.json package-lock.json
	@if ! command -v npm >/dev/null; then \
	  echo "==> npm missing: installing Debian's npm (apt-get)"; \
	  SUDO=; if [ "$$(id -u)" != 0 ]; then SUDO=sudo; fi; \
	  $$SUDO apt-get update -q; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q npm; \
	fi
	@echo "==> npm ci: axe-core into node_modules/"
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

axe: $(AXE)

# ---------------------------------------------------------------- JupyterLab

lab: $(STAMP)
	@echo "==> starting JupyterLab on notebooks/ (port $(PORT); stop with Ctrl-C)"
	$(VENV)/bin/jupyter lab notebooks/ --port=$(PORT) $(ALLOW_ROOT) $(LAB_ARGS)

# ---------------------------------------------------------------- the app (Voilà)

# A Jupyter server with Voilà's server extension (as on Binder), started in the repository root with
# voila.json as its configuration; --no-browser in LAB_ARGS keeps the browser shut.
app: $(STAMP)
	@case "$(APP_LANG)" in de|en) ;; *) echo "APP_LANG must be de or en, not '$(APP_LANG)'"; exit 2;; esac
	@echo "==> starting the app (Voilà) on notebooks/$(APP_LANG)/00_start.ipynb (port $(PORT); stop with Ctrl-C)"
	$(VENV)/bin/jupyter server --config=voila.json --ServerApp.ip=127.0.0.1 --port=$(PORT) \
	  --ServerApp.root_dir=. --ServerApp.default_url=/voila/render/notebooks/$(APP_LANG)/00_start.ipynb \
	  --ServerApp.open_browser=True $(ALLOW_ROOT) $(LAB_ARGS)

# ---------------------------------------------------------------- tests

test: $(STAMP) chromium $(AXE)
	@rm -f $(OUT)/junit-*.xml
	@failed=; \
	$(MAKE) --no-print-directory test-unit || failed="$$failed unit"; \
	$(MAKE) --no-print-directory test-rules || failed="$$failed rules"; \
	$(MAKE) --no-print-directory test-browser || failed="$$failed browser"; \
	$(MAKE) --no-print-directory test-notebooks || failed="$$failed notebooks"; \
	if [ -n "$$failed" ]; then echo "==> make test FAILED in:$$failed"; else echo "==> make test OK"; fi; \
	echo "==> summary of $(OUT)/junit-*.xml:"; \
	$(VPY) .ci/junit_summary.py $(OUT)/junit-*.xml || true; \
	test -z "$$failed"

# 1. unit tests and doctests (MPLBACKEND=Agg: no GUI windows)
test-unit: $(STAMP)
	@echo "==> [1/3] pytest tests/ + doctests of boardtutor/"
	@mkdir -p $(OUT)
	MPLBACKEND=Agg $(PYTEST) tests boardtutor --doctest-modules -q \
	  --junitxml=$(OUT)/junit-unit.xml $(PYTEST_ARGS)

# 1b. every rule of every rulebook taught by a walkthrough step and checked by a test; at least 90 %
#     of the rules of each game that has exercises practised by a generator (the rest with a reason);
#     the published saved-game schemas match the games' models
test-rules: $(STAMP)
	@echo "==> [1b] tools/rule_coverage.py, tools/practice_coverage.py and tools/save_schemas.py --check"
	$(VPY) tools/rule_coverage.py
	$(VPY) tools/practice_coverage.py
	$(VPY) tools/save_schemas.py --check

# 2. notebooks in a real JupyterLab + headless Chromium (tests/browser/lab.py)
test-browser: $(STAMP) chromium $(AXE)
	@echo "==> [2/3] pytest tests/browser (JupyterLab and the Voilà app in headless Chromium; screenshots in $(OUT)/screenshots/)"
	@rm -rf $(OUT)/screenshots; mkdir -p $(OUT)
	BOARDTUTOR_CHROMIUM=$(CHROMIUM) MPLBACKEND=Agg $(PYTEST) tests/browser -q -rs --junitxml=$(OUT)/junit-browser.xml

# 3. every notebook executed top to bottom by nbval; outputs are compared only
#    in cells marked "# NBVAL_CHECK_OUTPUT" (--nbval-lax). The kernel runs
#    without MPLBACKEND=Agg, i.e. with the inline backend, as in JupyterLab.
test-notebooks: $(STAMP)
	@echo "==> [3/3] nbval --nbval-lax notebooks/"
	@mkdir -p $(OUT)
	@rc=0; \
	env -u MPLBACKEND $(PYTEST) --nbval-lax --nbval-current-env \
	  --nbval-sanitize-with tests/nbval_sanitize.cfg --nbval-cell-timeout=300 \
	  -q notebooks/ --junitxml=$(OUT)/junit-notebooks.xml || rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "==> no notebooks collected yet (pytest exit 5): OK"; rc=0; fi; \
	exit $$rc

# ---------------------------------------------------------------- clean

clean:
	@echo "==> removing $(VENV), node_modules/, $(OUT)/ and caches"
	rm -rf $(VENV) $(OUT) node_modules .pytest_cache .hypothesis *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} + 2>/dev/null || true
