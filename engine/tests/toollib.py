"""Reads what engine/tests/toollib.rs wrote and prints what ms_toollib makes of it.

Input (argv[1]): a JSON list of games, each {"rows", "cols", "mines": [indices], "evf": path}.
Output: one JSON object per game: the board's 3BV, ZiNi and HZiNi (cal_bbbv, cal_zini,
cal_hzini), and the counters EvfVideo reads from the EVF file.
"""
import json
import math
import sys

import ms_toollib as ms

games = json.load(open(sys.argv[1]))
out = []
for game in games:
    rows, cols = game["rows"], game["cols"]
    board = [[0] * cols for _ in range(rows)]
    for m in game["mines"]:
        board[m // cols][m % cols] = -1
    board = ms.cal_board_numbers(board)
    result = {
        "bbbv": ms.cal_bbbv(board),
        "zini": ms.cal_zini(board),
        "hzini": ms.cal_hzini(board),
    }
    if game.get("evf"):
        v = ms.EvfVideo(game["evf"])
        v.parse()
        v.analyse()
        v.current_time = 1e9
        result.update({
            "evf_board": [cell for row in v.board for cell in row],
            "evf_bbbv": v.bbbv,
            "rtime_ms": v.rtime_ms,
            "completed": v.is_completed,
            "left": v.left,
            "right": v.right,
            "double": v.double,
            "lce": v.lce,
            "rce": v.rce,
            "dce": v.dce,
            "cl": v.cl,
            "ce": v.ce,
            "bbbv_solved": v.bbbv_solved,
            "ioe": v.ioe,
            "corr": v.corr,
            "thrp": v.thrp,
            "rqp": v.rqp,
            "stnb": v.stnb,
            "bbbv_s": v.bbbv_s,
            "path": v.path,
            "nf": v.nf if hasattr(v, "nf") else None,
        })
    # JSON has no infinity or NaN: ms_toollib's divisions by zero become null.
    for key, value in result.items():
        if isinstance(value, float) and not math.isfinite(value):
            result[key] = None
    out.append(result)
print(json.dumps(out))
