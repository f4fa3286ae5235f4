# Table Marshal: `make run` starts the app on the demo game, `make test` runs every test.
# Both create .venv (Python 3.11+) and install the project into it the first time.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test screenshot package clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Table Marshal needs Python 3.11 or newer (set PYTHON=python3.11)")'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m app $(ARGS)

test: $(STAMP)
	$(PY) -m pytest -q $(PYTEST_ARGS)

screenshot: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m app --screenshot docs/screenshot.png --size 1600x1000

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
