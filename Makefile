# Table Marshal: `make run` starts the app on the demo game, `make test` runs every test.
# Both create .venv (Python 3.11+) and install the project into it the first time.
# `make package` builds the one-file executable into dist/ (packaging/README.md);
# `make package-test` builds it and runs its smoke test (--version, --self-test, --screenshot).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test screenshot package package-test clean translations

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

PKG_STAMP := $(VENV)/.installed-package

$(PKG_STAMP): $(STAMP)
	$(PY) -m pip install --disable-pip-version-check -q -e '.[test,package]'
	touch $(PKG_STAMP)

package: $(PKG_STAMP)
	PY=$(PY) packaging/build.sh

package-test: $(PKG_STAMP)
	PY=$(PY) packaging/smoke_test.sh

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis

# `make translations`: the .ts sources brought up to date with every translate("Context",
# "text") in app/ (new texts come in unfinished, for Qt Linguist or an editor), then
# compiled to the .qm catalogues the app loads (README: Adding a language).
LUPDATE  ?= $(VENV)/bin/pyside6-lupdate
LRELEASE ?= $(VENV)/bin/pyside6-lrelease
TS_FILES := $(wildcard resources/translations/table_marshal_*.ts)

translations: $(STAMP)
	$(LUPDATE) -silent -locations none -no-obsolete -extensions py app -ts $(TS_FILES)
	for ts in $(TS_FILES); do $(LRELEASE) -silent $$ts -qm $${ts%.ts}.qm || exit 1; done
