# Two commands set everything up on a fresh machine with Python 3.11:
#   make run    - install, migrate, load demo data, serve on http://127.0.0.1:8000
#   make test   - install, run the whole test suite (PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set)
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Serving installs requirements.txt; the tests and lint add requirements-dev.txt.
STAMP  := $(VENV)/.installed-run-$(shell cksum requirements.txt | cut -d' ' -f1)
DEV_STAMP := $(VENV)/.installed-dev-$(shell cat requirements.txt requirements-dev.txt | cksum | cut -d' ' -f1)
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: run test lint format bench lock demo worker clean native

$(STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@rm -f $(VENV)/.installed-run-* && touch $(STAMP)

$(DEV_STAMP): $(STAMP) requirements-dev.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	@rm -f $(VENV)/.installed-dev-* && touch $(DEV_STAMP)

# The replay's hot path compiled with mypyc (engine/native.py): built when missing or stale;
# without a C compiler the pure-Python engine runs (AGOT_REQUIRE_NATIVE=1 makes that an error).
native: $(STAMP)
	$(PY) -m engine native ensure

run: $(STAMP) native
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo
	@echo
	@echo "  Serving on http://$(HOST):$(PORT)/   (Ctrl-C to stop)"
	@$(PY) manage.py demo_logins
	@echo
	$(PY) manage.py runserver $(HOST):$(PORT)

test: $(DEV_STAMP) native
	$(PY) -m pytest $(PYTEST_ARGS)

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

format: $(DEV_STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# Benchmarks print JSON; they run on demand, never in CI. DATABASE_URL picks PostgreSQL.
bench: $(STAMP) native
	@for b in bench/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

worker: $(STAMP) native
	$(VENV)/bin/celery -A agot_site worker --loglevel=INFO

# Re-pin requirements.txt from requirements.in, then requirements-dev.txt (what the tests and
# lint add, at the versions the runtime's resolution chose) from requirements-dev.in.
lock:
	rm -rf /tmp/agot-lock && $(PYTHON) -m venv /tmp/agot-lock
	/tmp/agot-lock/bin/pip install --quiet -r requirements.in
	/tmp/agot-lock/bin/pip freeze | sort -f > /tmp/agot-lock/runtime.txt
	(echo "# Pinned: what serving needs (the runtime), generated from requirements.in with 'make lock'."; \
	 echo "# Python 3.11. The tests and lint add requirements-dev.txt."; \
	 cat /tmp/agot-lock/runtime.txt) > requirements.txt
	/tmp/agot-lock/bin/pip install --quiet -r requirements-dev.in -c requirements.txt
	(echo "# Pinned: what the tests and lint add to the runtime, generated from requirements-dev.in"; \
	 echo "# with 'make lock'. Python 3.11."; echo "-r requirements.txt"; \
	 /tmp/agot-lock/bin/pip freeze | sort -f | grep -vxFf /tmp/agot-lock/runtime.txt) > requirements-dev.txt

clean:
	find engine -name '*.so' -delete; rm -f engine/native-manifest.json
	rm -rf $(VENV) db.sqlite3 staticfiles .pytest_cache .mypy_cache .ruff_cache .hypothesis
