"""Prints what ms_toollib makes of one video (argv[1]), as JSON: every mouse event (time in ms,
kind, x, y) and the counters, path and time at the end. Run once per file by
engine/tests/videos.rs: on a file it cannot read, ms_toollib raises or aborts, and the test
takes that as its answer.
"""
import json
import math
import os
import sys

import ms_toollib as ms

READERS = {".avf": ms.AvfVideo, ".rmv": ms.RmvVideo, ".mvf": ms.MvfVideo, ".evf": ms.EvfVideo}

def finite(x):
    """JSON has no infinity or NaN: ms_toollib's divisions by zero become null."""
    return x if math.isfinite(x) else None


path = sys.argv[1]
video = READERS[os.path.splitext(path)[1].lower()](path)
video.parse()
video.analyse()
video.current_time = 1e9
events = []
for record in video.events:
    if record.event.is_mouse():
        mouse = record.event.unwrap_mouse()
        events.append([round(record.time * 1000), mouse.mouse, mouse.x, mouse.y])
print(json.dumps({
    "rows": video.row,
    "cols": video.column,
    "pixels": video.pix_size,
    "time_ms": video.rtime_ms,
    "bbbv": video.bbbv,
    "left": video.left,
    "right": video.right,
    "double": video.double,
    "lce": video.lce,
    "rce": video.rce,
    "dce": video.dce,
    "bbbv_solved": video.bbbv_solved,
    "path": video.path,
    "completed": video.is_completed,
    "ioe": finite(video.ioe),
    "corr": finite(video.corr),
    "zini": ms.cal_zini(video.board),
    "player": video.player_identifier,
    "events": events,
}))
