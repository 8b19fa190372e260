# Two commands set everything up on a fresh machine with Python 3.11:
#   make run    - install, migrate, load demo data, serve on http://127.0.0.1:8000
#   make test   - install, run the whole test suite (PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set)
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cksum requirements.txt | cut -d' ' -f1)
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: run test lint format bench lock demo worker clean native

$(STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@rm -f $(VENV)/.installed-* && touch $(STAMP)

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

test: $(STAMP) native
	$(PY) -m pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# Benchmarks print JSON; they run on demand, never in CI. DATABASE_URL picks PostgreSQL.
bench: $(STAMP) native
	@for b in bench/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

worker: $(STAMP) native
	$(VENV)/bin/celery -A agot_site worker --loglevel=INFO

# Re-pin requirements.txt from requirements.in.
lock:
	rm -rf /tmp/agot-lock && $(PYTHON) -m venv /tmp/agot-lock
	/tmp/agot-lock/bin/pip install --quiet -r requirements.in
	(echo "# Pinned: generated from requirements.in with 'make lock'. Python 3.11."; \
	 /tmp/agot-lock/bin/pip freeze | sort -f) > requirements.txt

clean:
	find engine -name '*.so' -delete; rm -f engine/native-manifest.json
	rm -rf $(VENV) db.sqlite3 staticfiles .pytest_cache .mypy_cache .ruff_cache .hypothesis
