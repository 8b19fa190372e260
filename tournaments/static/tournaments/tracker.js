/* The live tracker: type-ahead filter of card picks, and retries of entries lost to a bad
   connection (no answer, or a server or proxy error, 5xx). A retry re-sends the same form,
   so the same idempotency key: the server records the entry once however often it arrives
   (docs/web.md, "Live tracker"). Refusals (4xx) are not retried: the page shows why. */
(function () {
  "use strict";
  var RETRIES = 5;

  document.addEventListener("input", function (event) {
    var box = event.target;
    if (!box.matches || !box.matches("input[data-filter]")) return;
    var wanted = box.value.trim().toLowerCase();
    var pool = box.closest("fieldset").querySelectorAll(".pool-card");
    pool.forEach(function (card) {
      var checked = card.querySelector("input").checked;
      card.hidden = wanted !== "" && !checked && card.dataset.name.indexOf(wanted) === -1;
    });
  });

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

  document.addEventListener("htmx:sendError", function (event) {
    var form = entryForm(event);
    if (form) retry(form);
  });
  document.addEventListener("htmx:responseError", function (event) {
    var form = entryForm(event);
    if (form && event.detail.xhr.status >= 500) retry(form);
  });
})();
