/* The live tracker in the browser (docs/web.md, "Live tracker"):
   - type-ahead filter of a card pick, and its Record button enabled only for a legal count;
   - retries of entries lost to a bad connection (no answer in time, no network, or a server
     or proxy error, 5xx). A retry re-sends the same form, so the same idempotency key: the
     server records the entry once however often it arrives. Refusals (4xx) are not retried:
     the page shows why;
   - the polled body keeps what the player was doing: open panels stay open, and while a form
     holds unsent input a new state waits behind a "the game moved on" bar instead of wiping it. */
(function () {
  "use strict";
  var RETRIES = 5;
  var TIMEOUT_MS = 10000; // a request with no answer by then counts as lost, and is retried

  htmx.config.timeout = TIMEOUT_MS;

  function tracker() {
    return document.getElementById("tracker");
  }

  // --- card picks ---------------------------------------------------------------------------

  function checkPick(form) {
    var button = form.querySelector("button[data-pick-min]");
    if (!button) return;
    var picked = form.querySelectorAll('input[name="cards"]:checked').length;
    var ok = picked >= Number(button.dataset.pickMin) && picked <= Number(button.dataset.pickMax);
    button.disabled = !ok;
    button.title = ok ? "" : "Pick " + button.dataset.pickMin + "–" + button.dataset.pickMax + " card(s)";
  }

  function checkAllPicks(root) {
    root.querySelectorAll("form.pick").forEach(checkPick);
  }

  document.addEventListener("input", function (event) {
    var box = event.target;
    var form = box.closest && box.closest("#tracker form");
    if (form && !box.matches("input[data-filter]")) form.dataset.dirty = "1";
    if (form && form.matches("form.pick")) checkPick(form);
    if (!box.matches || !box.matches("input[data-filter]")) return;
    var wanted = box.value.trim().toLowerCase();
    var pool = box.closest("fieldset").querySelectorAll(".pool-card");
    pool.forEach(function (card) {
      var checked = card.querySelector("input").checked;
      card.hidden = wanted !== "" && !checked && card.dataset.name.indexOf(wanted) === -1;
    });
  });

  // --- retries on a bad connection ------------------------------------------------------------

  function retry(form) {
    var tries = Number(form.dataset.tries || 0) + 1;
    form.dataset.tries = tries;
    var note = form.querySelector(".retrying") || document.createElement("p");
    note.className = "retrying";
    note.setAttribute("role", "status");
    if (tries > RETRIES) {
      note.textContent = "No connection: not recorded yet. Tap again when you are back online.";
      form.dataset.tries = 0;
    } else {
      note.textContent = "No connection: trying again (" + tries + ")…";
      setTimeout(function () {
        if (document.body.contains(form)) htmx.trigger(form, "submit");
      }, 500 * tries);
    }
    form.appendChild(note);
  }

  function entryForm(event) {
    var form = event.detail.elt;
    return form && form.matches && form.matches("#tracker form") ? form : null;
  }

  ["htmx:sendError", "htmx:timeout"].forEach(function (name) {
    document.addEventListener(name, function (event) {
      var form = entryForm(event);
      if (form) retry(form);
    });
  });
  document.addEventListener("htmx:responseError", function (event) {
    var form = entryForm(event);
    if (form && event.detail.xhr.status >= 500) retry(form);
  });

  // --- polling without losing what the player was doing -----------------------------------------

  var openPanels = [];

  function panelName(details) {
    // data-panel names a panel whose summary text changes (a count in it)
    return details.dataset.panel || details.querySelector("summary").textContent;
  }

  function unsentInput() {
    var body = tracker();
    return body !== null && body.querySelector("form[data-dirty]") !== null;
  }

  function showMovedOn(body) {
    if (body.querySelector(".moved-on")) return;
    var bar = document.createElement("p");
    bar.className = "moved-on";
    bar.setAttribute("role", "status");
    var button = document.createElement("button");
    button.type = "button";
    button.className = "secondary";
    button.textContent = "The game moved on: show it (your unsent choices are dropped)";
    button.addEventListener("click", function () {
      body.querySelectorAll("form[data-dirty]").forEach(function (f) {
        delete f.dataset.dirty;
      });
      htmx.ajax("GET", body.getAttribute("hx-get"), { target: body, swap: "outerHTML" });
    });
    bar.appendChild(button);
    body.insertBefore(bar, body.firstChild.nextSibling);
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var body = tracker();
    if (!body || event.detail.target !== body) return;
    // the element that made the request (detail.elt is the swap's target here)
    var polled = event.detail.requestConfig && event.detail.requestConfig.elt === body;
    if (polled && event.detail.xhr.status === 200 && unsentInput()) {
      event.detail.shouldSwap = false; // keep the ticked cards; offer the new state instead
      showMovedOn(body);
      return;
    }
    openPanels = Array.prototype.map.call(body.querySelectorAll("details[open]"), panelName);
  });

  document.addEventListener("htmx:afterSettle", function () {
    var body = tracker();
    if (!body) return;
    body.querySelectorAll("details").forEach(function (d) {
      if (openPanels.indexOf(panelName(d)) !== -1) d.open = true;
    });
    checkAllPicks(body);
  });

  document.addEventListener("DOMContentLoaded", function () {
    var body = tracker();
    if (body) checkAllPicks(body);
  });
})();
