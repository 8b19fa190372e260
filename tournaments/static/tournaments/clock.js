// Round countdowns: every element with data-ends (the end time from the round's RoundStarted
// event) shows the time left. data-now is the server's time when the page was made, so a
// wrong clock on the device does not change the countdown.
(function () {
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function update() {
    document.querySelectorAll("[data-ends]").forEach(function (el) {
      if (!el._skew) {
        el._skew = Date.parse(el.dataset.now) - Date.now();
      }
      var left = Math.round((Date.parse(el.dataset.ends) - (Date.now() + el._skew)) / 1000);
      var out = el.querySelector(".countdown");
      if (!out) return;
      if (left <= 0) { out.textContent = "TIME"; el.classList.add("over"); return; }
      var h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
      out.textContent = (h ? h + ":" + pad(m) : m) + ":" + pad(s);
    });
    var clock = document.getElementById("clock");
    if (clock) {
      clock.textContent = new Date().toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"});
    }
  }
  update();
  setInterval(update, 1000);
  document.addEventListener("htmx:afterSwap", update);
})();
