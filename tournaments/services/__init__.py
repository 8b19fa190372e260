"""Services: the functions that decide and write (``entity_action``). Views stay thin."""
