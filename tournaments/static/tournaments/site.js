/* Small behaviours every page may use, declared by data attributes rather than inline
   handlers (the Content-Security-Policy forbids inline script):
   - <button data-print> prints the page;
   - <form data-confirm="Question?"> asks before it is sent. */
document.addEventListener("click", function (event) {
  if (event.target.closest("[data-print]")) window.print();
});
document.addEventListener("submit", function (event) {
  var form = event.target.closest("form[data-confirm]");
  if (form && !window.confirm(form.dataset.confirm)) event.preventDefault();
}, true);
