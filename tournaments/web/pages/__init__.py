"""Web views: thin, each calls one service or selector."""
