"""API views, thin: each checks who may act ([T-ROLE-1]) and calls one service or selector."""
