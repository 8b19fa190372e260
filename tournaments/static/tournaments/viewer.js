/* The replay viewer's keyboard and step handling (was inline in _viewer.html; a file so the
   Content-Security-Policy can forbid inline scripts). */
(function () {
  /* Keyboard use of the viewer: ← → step, Home and End go to the first and last event,
     while focus is inside the viewer. Presses made before a step has arrived add up. */
  var viewer = document.getElementById("viewer");
  if (!viewer) return;
  var keys = {ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last"};
  var last = Number(viewer.dataset.last);
  var pending = null;
  var refocus = null;
  function shown() { return Number(document.getElementById("viewer-step").dataset.seq); }
  function go(seq, focusMove) {
    seq = Math.max(0, Math.min(last, seq));
    if (seq === (pending === null ? shown() : pending)) return;
    if (!window.htmx) {  /* not loaded (yet): the plain link to the page at that event */
      window.location = viewer.dataset.page + "?event=" + seq + "#viewer";
      return;
    }
    pending = seq;
    refocus = focusMove;
    htmx.ajax("GET", viewer.dataset.fragment.replace(/0\/$/, seq + "/"), {
      source: viewer, target: "#viewer-step", swap: "outerHTML"
    }).then(function () {
      if (shown() === seq) history.pushState({}, "", viewer.dataset.page + "?event=" + seq);
    }, function () { /* replaced by a later step */ });
  }
  function mark(step) {
    viewer.querySelectorAll(".events a[aria-current]").forEach(function (a) { a.removeAttribute("aria-current"); });
    var current = viewer.querySelector('.events a[data-seq="' + step.dataset.seq + '"]');
    if (current) {
      current.setAttribute("aria-current", "step");
      var list = viewer.querySelector(".events");
      var top = current.offsetTop;  /* the list is positioned: offsets are within it */
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - current.offsetHeight) {
        list.scrollTop = top - list.clientHeight / 2;  /* the list only, never the page */
      }
    }
  }
  mark(document.getElementById("viewer-step"));
  viewer.addEventListener("keydown", function (event) {
    var move = keys[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest("input, select, textarea, summary")) return;
    event.preventDefault();
    var from = pending === null ? shown() : pending;
    var to = {first: 0, prev: from - 1, next: from + 1, last: last}[move];
    go(to, event.target.closest("#viewer-step") ? move : null);
  });
  viewer.addEventListener("click", function (event) {
    var link = event.target.closest("a[data-move]");
    if (!link) return;
    if (link.getAttribute("aria-disabled") === "true") { event.preventDefault(); return; }
    refocus = link.dataset.move;
  });
  document.body.addEventListener("htmx:afterSwap", function () {
    var step = document.getElementById("viewer-step");
    if (!step || !viewer.contains(step)) return;
    if (pending === shown()) pending = null;
    mark(step);
    document.getElementById("viewer-status").textContent = step.dataset.announce;
    if (refocus) {
      var again = step.querySelector('[data-move="' + refocus + '"]:not([aria-disabled])');
      (again || document.getElementById("step-h")).focus();
      if (pending === null) refocus = null;
    }
  });
})();
