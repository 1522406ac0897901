"""El Grande's blocks and expressions written ahead of time.

Written by ``python -m regla_plugins.ahead`` from the game's data: do not edit.
"""

from typing import Any

try:
    import cython
except ImportError:
    from regla.engine import cythonless as cython

if cython.compiled:
    from cython.cimports.regla.engine.vm import VM

FACTORIES: dict[str, Any] = {}


def _441e0ca9957f1dca4aabf3c12148de85(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 24: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a0_src
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['441e0ca9957f1dca4aabf3c12148de85'] = _441e0ca9957f1dca4aabf3c12148de85


def _e4c7e810760b3761cfdafdb0102ad505(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_count = namespace['_a0_count']
    _a0_dst = namespace['_a0_dst']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 74: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a0_src
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a0_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e4c7e810760b3761cfdafdb0102ad505'] = _e4c7e810760b3761cfdafdb0102ad505


def _b11e5502e67fb854b55bfeb0c4c60445(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 120: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b11e5502e67fb854b55bfeb0c4c60445'] = _b11e5502e67fb854b55bfeb0c4c60445


def _a6e7dd174c57493cfd7d3d6e3bbf7b24(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 147: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                src = _a0_src
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a6e7dd174c57493cfd7d3d6e3bbf7b24'] = _a6e7dd174c57493cfd7d3d6e3bbf7b24


def _0645e5724c1bccb516e13ab757a2c12c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 196: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                src = _a0_src
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                dst = (v_disc[v_p])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0645e5724c1bccb516e13ab757a2c12c'] = _0645e5724c1bccb516e13ab757a2c12c


def _a1edec860313acc094f6d1b30c121e2c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 247: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                src = (v_disc[v_p])
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a1edec860313acc094f6d1b30c121e2c'] = _a1edec860313acc094f6d1b30c121e2c


def _bbcf46dd5b4204b98674d3a0c5da7fc3(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_count = namespace['_a0_count']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 299: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                src = (v_disc[v_p])
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a0_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bbcf46dd5b4204b98674d3a0c5da7fc3'] = _bbcf46dd5b4204b98674d3a0c5da7fc3


def _ecf1134b0b3fa822c7ff16aa8d895bb8(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 350: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_expelled = (stack[-3]['l']['expelled'] if 'expelled' in stack[-3]['l'] else vm.vars['expelled'])
                src = (v_expelled)
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ecf1134b0b3fa822c7ff16aa8d895bb8'] = _ecf1134b0b3fa822c7ff16aa8d895bb8


def _c6ed088ef5cf6a1071ebc286032845e0(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _shift = namespace['_shift']
    _AT = {line + 399: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_expelled = (stack[-3]['l']['expelled'] if 'expelled' in stack[-3]['l'] else vm.vars['expelled'])
                src = (v_expelled)
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                dst = (v_disc[v_p])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c6ed088ef5cf6a1071ebc286032845e0'] = _c6ed088ef5cf6a1071ebc286032845e0


def _bdbac977e1263d3ee75ce7d7e4708a3d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_block = namespace['_a0_block']
    _too_deep = namespace['_too_deep']
    _AT = {line + 454: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bdbac977e1263d3ee75ce7d7e4708a3d'] = _bdbac977e1263d3ee75ce7d7e4708a3d


def _125b46f645f81c99fb1bf2715f58aa21(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 502: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['125b46f645f81c99fb1bf2715f58aa21'] = _125b46f645f81c99fb1bf2715f58aa21


def _325cab30590b328799ea1bd14a555455(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 554: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['need'] = _a0_w_1
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['325cab30590b328799ea1bd14a555455'] = _325cab30590b328799ea1bd14a555455


def _df472f76e7338b2e8778369f1fe4fafb(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _eq = namespace['_eq']
    _fn_locked = namespace['_fn_locked']
    _AT = {line + 603: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'card:expulsion/35/36' if (v_disc[v_p] is None or _eq(vm, v_disc[v_p], stack[-2]['l']['expelled'] if 'expelled' in stack[-2]['l'] else vm.vars['expelled']) or _fn_locked(vm, v_disc[v_p])) else 'card:expulsion/35/37'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['df472f76e7338b2e8778369f1fe4fafb'] = _df472f76e7338b2e8778369f1fe4fafb


def _482fcb08a2617a75498cbbd42d4c292e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 646: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'card:secret-return-all/33/34' if (v_disc[v_p] is not None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['482fcb08a2617a75498cbbd42d4c292e'] = _482fcb08a2617a75498cbbd42d4c292e


def _e702a6b0b69ded39e9bec364f32a9f1b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 689: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'card:secret-return-two/31/32' if (v_disc[v_p] is not None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e702a6b0b69ded39e9bec364f32a9f1b'] = _e702a6b0b69ded39e9bec364f32a9f1b


def _7d26be1be72496ae643e7522b6b849f4(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_locked = namespace['_fn_locked']
    _AT = {line + 733: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'general-scoring/14/15' if (v_disc[v_p] is None or _fn_locked(vm, v_disc[v_p])) else 'general-scoring/14/16'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7d26be1be72496ae643e7522b6b849f4'] = _7d26be1be72496ae643e7522b6b849f4


def _be4beb822dba5d5a4f2e4fd188f783f7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_holders = namespace['_fn_holders']
    _in = namespace['_in']
    _AT = {line + 778: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_vetoed = stack[-2]['l']['vetoed']
                    block = 'veto-round/20/21' if (not v_vetoed and _in(vm, frame['l']['p'], _fn_holders(vm, 'veto'))) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['be4beb822dba5d5a4f2e4fd188f783f7'] = _be4beb822dba5d5a4f2e4fd188f783f7


def _ee72a2c2dca4db102ce0dcde2c0e57b4(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_count = namespace['_fn_count']
    _owned = namespace['_owned']
    _p_list = namespace['_p_list']
    _p_min = namespace['_p_min']
    _p_range = namespace['_p_range']
    _storable = namespace['_storable']
    _AT = {line + 826: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    stack[-2]['l']['want'] = value
                else:
                    v_me = stack[-2]['l']['me']
                    v_need = stack[-2]['l']['need']
                    opts = _storable(list((_p_list(vm, _p_range(vm, _p_min(vm, v_need, _fn_count(vm, 'province', v_me)), -1, -1)))), vm)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        stack[-2]['l']['want'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ee72a2c2dca4db102ce0dcde2c0e57b4'] = _ee72a2c2dca4db102ce0dcde2c0e57b4


def _e0dbe217f23a3150feb4c1989da27686(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _AT = {line + 883: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    stack[-4]['l']['use'] = value
                else:
                    opts = list((['veto']))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        stack[-4]['l']['use'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_p = stack[-3]['l']['p']
                        player = (v_p)
                        v_actor = stack[-4]['l']['actor']
                        c0 = (v_actor)
                        for _f in _reversed(stack):
                            _d = _f['l']
                            if 'card' in _d:
                                v_card = _d['card']
                                break
                        else:
                            v_card = vm.vars['card']
                        c1 = (v_card)
                        context = {'actor': c0, 'card': c1}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        if type(context['actor']) not in _SCALARS:
                            context['actor'] = _owned(context['actor'], vm)
                        if type(context['card']) not in _SCALARS:
                            context['card'] = _owned(context['card'], vm)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e0dbe217f23a3150feb4c1989da27686'] = _e0dbe217f23a3150feb4c1989da27686


def _851be86e794f7621991f68622bd74982(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _AT = {line + 953: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    stack[-4]['l']['use'] = value
                else:
                    opts = list((['veto']))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        stack[-4]['l']['use'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_p = stack[-3]['l']['p']
                        player = (v_p)
                        v_actor = stack[-4]['l']['actor']
                        c0 = (v_actor)
                        v_against = stack[-4]['l']['against']
                        c1 = (v_against)
                        for _f in _reversed(stack):
                            _d = _f['l']
                            if 'card' in _d:
                                v_card = _d['card']
                                break
                        else:
                            v_card = vm.vars['card']
                        c2 = (v_card)
                        context = {'actor': c0, 'against': c1, 'card': c2}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        if type(context['actor']) not in _SCALARS:
                            context['actor'] = _owned(context['actor'], vm)
                        if type(context['against']) not in _SCALARS:
                            context['against'] = _owned(context['against'], vm)
                        if type(context['card']) not in _SCALARS:
                            context['card'] = _owned(context['card'], vm)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['851be86e794f7621991f68622bd74982'] = _851be86e794f7621991f68622bd74982


def _b45c3f1b6aaeda540b2880408d988516(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_opponents = namespace['_fn_opponents']
    _storable = namespace['_storable']
    _AT = {line + 1028: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                s = frame["s"]
                if s is None:
                    v_me = frame['l']['me']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_opponents(vm, v_me))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:king-is-angry/29', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:king-is-angry/29'](vm, body)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b45c3f1b6aaeda540b2880408d988516'] = _b45c3f1b6aaeda540b2880408d988516


def _ef857a3be78dd8320edbf13455a6d875(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _r0 = namespace['_r0']
    _AT = {line + 1076: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ef857a3be78dd8320edbf13455a6d875'] = _ef857a3be78dd8320edbf13455a6d875


def _5260767f6277827b29a1bf7a4a305cb2(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _r0 = namespace['_r0']
    _AT = {line + 1113: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5260767f6277827b29a1bf7a4a305cb2'] = _5260767f6277827b29a1bf7a4a305cb2


def _778422f528916ab7bd516d49e0883a22(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _dispose = namespace['_dispose']
    _fn_option = namespace['_fn_option']
    _AT = {line + 1148: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_card = (stack[-2]['l']['card'] if 'card' in stack[-2]['l'] else vm.vars['card'])
                card = (v_card)
                _dispose(vm, card, (_fn_option(vm, 'used_cards')))
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['778422f528916ab7bd516d49e0883a22'] = _778422f528916ab7bd516d49e0883a22


def _5e3004fa3f22263829b9fd189466ca76(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a0_player = namespace['_a0_player']
    _owned = namespace['_owned']
    _AT = {line + 1180: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'regained' in _d or 'regained' not in vm.vars:
                        _d['regained'] = value
                    else:
                        vm.vars['regained'] = value
                    frame.setdefault("hid", []).append([0, _a0_player(vm)])
                else:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    opts = list((_V['spent'][v_me]))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'regained' in _d or 'regained' not in vm.vars:
                            _d['regained'] = value
                        else:
                            vm.vars['regained'] = value
                        frame.setdefault("hid", []).append([0, _a0_player(vm)])
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context, "private": True}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                player = (v_me)
                v_regained = (frame['l']['regained'] if 'regained' in frame['l'] else vm.vars['regained'])
                item = (v_regained)
                held = vm.vars['spent'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['hand'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'spent' in private or 'hand' in private:
                        event = {'event': 'item', 'player': player, 'from': 'spent', 'to': 'hand'}
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                player = (v_me)
                v_regained = (frame['l']['regained'] if 'regained' in frame['l'] else vm.vars['regained'])
                item = (v_regained)
                held = vm.vars['spent'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['hand'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'spent' in private or 'hand' in private:
                        event = {'event': 'item', 'player': player, 'from': 'spent', 'to': 'hand'}
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5e3004fa3f22263829b9fd189466ca76'] = _5e3004fa3f22263829b9fd189466ca76


def _b3dcdd5972993a48a03a976c2409c56f(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _a1 = namespace['_a1']
    _r0 = namespace['_r0']
    _r1 = namespace['_r1']
    _AT = {line + 1283: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b3dcdd5972993a48a03a976c2409c56f'] = _b3dcdd5972993a48a03a976c2409c56f


def _656e4e5f784af6a46540a714234c8a18(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1352: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    for _f in _reversed(stack):
                        _d = _f['l']
                        if 'actor' in _d:
                            v_actor = _d['actor']
                            break
                    else:
                        v_actor = vm.vars['actor']
                    value = (v_actor)
                    local['actor'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['against'] = _a0_w_1
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'vetoed'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('vetoed')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'vetoed' in _d:
                        _d['vetoed'] = value
                        break
                else:
                    if 'vetoed' in vm.vars:
                        vm.vars['vetoed'] = value
                    else:
                        stack[-1]['l']['vetoed'] = value
                frame["s"] = None
                if frame["s"] is None:
                    for _f in _reversed(stack):
                        _d = _f['l']
                        if 'vetoed' in _d:
                            v_vetoed = _d['vetoed']
                            break
                    else:
                        v_vetoed = vm.vars['vetoed']
                    block = 'veto-guard/19' if (v_vetoed) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    for _f in _reversed(stack):
                        _d = _f['l']
                        if 'vetoed' in _d:
                            v_vetoed = _d['vetoed']
                            break
                    else:
                        v_vetoed = vm.vars['vetoed']
                    block = 'veto-guard/19' if (v_vetoed) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['656e4e5f784af6a46540a714234c8a18'] = _656e4e5f784af6a46540a714234c8a18


def _de2ae153d36bb18157ab16500710d0c4(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1468: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-empty-court/27', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-empty-court/27'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-empty-court/27', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-empty-court/27'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['de2ae153d36bb18157ab16500710d0c4'] = _de2ae153d36bb18157ab16500710d0c4


def _5d0b358591c3abb16b2cd9d21b5c855e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1574: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-return-three-court/28', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-return-three-court/28'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-return-three-court/28', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-return-three-court/28'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5d0b358591c3abb16b2cd9d21b5c855e'] = _5d0b358591c3abb16b2cd9d21b5c855e


def _208fc60c67972d5a3ec801dd633638be(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1672: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_against = stack[-3]['l']['against']
                    block = 'veto-round/20/21/22' if (v_against is None) else 'veto-round/20/21/23'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_use = stack[-3]['l']['use']
                    block = 'veto-round/20/21/24' if (v_use == 'veto') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_use = stack[-3]['l']['use']
                    block = 'veto-round/20/21/24' if (v_use == 'veto') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['208fc60c67972d5a3ec801dd633638be'] = _208fc60c67972d5a3ec801dd633638be


def _8e71c3eca025e9a1884efd076d620748(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _r1 = namespace['_r1']
    _AT = {line + 1751: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'chosen' in _d or 'chosen' not in vm.vars:
                        _d['chosen'] = value
                    else:
                        vm.vars['chosen'] = value
                else:
                    opts = list((_add(vm, _fn_areas(vm, 'region'), _fn_areas(vm, 'castillo') if _fn_option(vm, 'castillo_choosable') else [])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'chosen' in _d or 'chosen' not in vm.vars:
                            _d['chosen'] = value
                        else:
                            vm.vars['chosen'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8e71c3eca025e9a1884efd076d620748'] = _8e71c3eca025e9a1884efd076d620748


def _0668e537e56261b00c0f41c9bbfe89aa(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _AT = {line + 1836: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'way' in _d or 'way' not in vm.vars:
                        _d['way'] = value
                    else:
                        vm.vars['way'] = value
                else:
                    opts = list((['withdraw', 'reinforce']))
                    if not opts:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'way' in _d or 'way' not in vm.vars:
                            _d['way'] = value
                        else:
                            vm.vars['way'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_way = (frame['l']['way'] if 'way' in frame['l'] else vm.vars['way'])
                    block = 'card:withdraw-or-reinforce/25' if (v_way == 'withdraw') else 'card:withdraw-or-reinforce/26'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_way = (frame['l']['way'] if 'way' in frame['l'] else vm.vars['way'])
                    block = 'card:withdraw-or-reinforce/25' if (v_way == 'withdraw') else 'card:withdraw-or-reinforce/26'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0668e537e56261b00c0f41c9bbfe89aa'] = _0668e537e56261b00c0f41c9bbfe89aa


def _b2c866956d96bc9dcefb88ef726017bd(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_opponents = namespace['_fn_opponents']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _AT = {line + 1933: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                _V = vm.vars
                value = (_V['players'] if _fn_option(vm, 'return_one_includes_self') else _fn_opponents(vm, frame['l']['me']))
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'card:return-one-each/30', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:return-one-each/30'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'card:return-one-each/30', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:return-one-each/30'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b2c866956d96bc9dcefb88ef726017bd'] = _b2c866956d96bc9dcefb88ef726017bd


def _0dfabbd1935a813eb8216c8de59c1a24(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _a0_1 = namespace['_a0_1']
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _owned_items = namespace['_owned_items']
    _AT = {line + 2005: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['vetoed'] = _a0_0
                local['use'] = _a0_1
                s = frame["s"]
                if s is None:
                    v_actor = frame['l']['actor']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _fn_holders(vm, 'veto'), [v_actor]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'veto-round/20', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['veto-round/20'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_actor = frame['l']['actor']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _fn_holders(vm, 'veto'), [v_actor]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'veto-round/20', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['veto-round/20'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0dfabbd1935a813eb8216c8de59c1a24'] = _0dfabbd1935a813eb8216c8de59c1a24


def _0c472b27b1cb0547dba9e40d8047568d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _AT = {line + 2083: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_who = frame['l']['who']
                value = (v_who)
                local['order'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'opponent-order/17' if (_p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_me])) > 0 and _p_len(vm, frame['l']['who']) > 1) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'opponent-order/17' if (_p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_me])) > 0 and _p_len(vm, frame['l']['who']) > 1) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0c472b27b1cb0547dba9e40d8047568d'] = _0c472b27b1cb0547dba9e40d8047568d


def _1b4d6a8b932a1e9a5d8d45fe19e8c4ec(namespace: Any) -> Any:
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2148: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-3]['l']['acted'] = value
                if frame["s"] is None:
                    frame["s"] = {}
                    v_card = (stack[-3]['l']['card'] if 'card' in stack[-3]['l'] else vm.vars['card'])
                    card = (v_card)
                    v_me = stack[-3]['l']['me']
                    me = (v_me)
                    if type(me) not in _SCALARS:
                        me = _owned(me, vm)
                    if type(card) not in _SCALARS:
                        card = _owned(card, vm)
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append({"b": f"card:{card}", "pc": 0, "l": {"me": me, "card": card}, "s": None, "g": 1, "gr": 1, "stat": card, "n": 1})
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    v_card = (stack[-3]['l']['card'] if 'card' in stack[-3]['l'] else vm.vars['card'])
                    card = (v_card)
                    v_me = stack[-3]['l']['me']
                    me = (v_me)
                    if type(me) not in _SCALARS:
                        me = _owned(me, vm)
                    if type(card) not in _SCALARS:
                        card = _owned(card, vm)
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append({"b": f"card:{card}", "pc": 0, "l": {"me": me, "card": card}, "s": None, "g": 1, "gr": 1, "stat": card, "n": 1})
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1b4d6a8b932a1e9a5d8d45fe19e8c4ec'] = _1b4d6a8b932a1e9a5d8d45fe19e8c4ec


def _e5b81e3827fba44ff6e51b167df4c917(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_0 = namespace['_a0_0']
    _a1 = namespace['_a1']
    _r1 = namespace['_r1']
    _AT = {line + 2211: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-3]['l']['placed'] = value
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e5b81e3827fba44ff6e51b167df4c917'] = _e5b81e3827fba44ff6e51b167df4c917


def _a669085a2822dbfa6ef627fb5fc9a46d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _fn_values_of = namespace['_fn_values_of']
    _fn_without = namespace['_fn_without']
    _logged = namespace['_logged']
    _owned = namespace['_owned']
    _AT = {line + 2268: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'card' in _d or 'card' not in vm.vars:
                        _d['card'] = value
                    else:
                        vm.vars['card'] = value
                else:
                    _V = vm.vars
                    v_p = frame['l']['p']
                    opts = list((_fn_without(vm, _V['hand'][v_p], _fn_values_of(vm, _V['played']))))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'card' in _d or 'card' not in vm.vars:
                            _d['card'] = value
                        else:
                            vm.vars['card'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_p = frame['l']['p']
                        player = (v_p)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                target = vm.vars['played']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                value = _owned((v_card), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                player = (v_p)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                item = (v_card)
                held = vm.vars['hand'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['spent'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'hand' in private or 'spent' in private:
                        event = {'event': 'item', 'player': player, 'from': 'hand', 'to': 'spent'}
                        event['item'] = _logged(vm, item)
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                target = vm.vars['played']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                value = _owned((v_card), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                player = (v_p)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                item = (v_card)
                held = vm.vars['hand'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['spent'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'hand' in private or 'spent' in private:
                        event = {'event': 'item', 'player': player, 'from': 'hand', 'to': 'spent'}
                        event['item'] = _logged(vm, item)
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a669085a2822dbfa6ef627fb5fc9a46d'] = _a669085a2822dbfa6ef627fb5fc9a46d


def _ba67de4d0e4714f9f1849f4b8ba74c61(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_block = namespace['_a1_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2400: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-all/33', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-all/33'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-all/33', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-all/33'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ba67de4d0e4714f9f1849f4b8ba74c61'] = _ba67de4d0e4714f9f1849f4b8ba74c61


def _46f2fce1b3ff6080705d2b97331be464(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_block = namespace['_a1_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2551: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-two/31', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-two/31'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-two/31', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-two/31'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['46f2fce1b3ff6080705d2b97331be464'] = _46f2fce1b3ff6080705d2b97331be464


def _ec9270f6c2540e475006f9d5c18fa3a0(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a2 = namespace['_a2']
    _fn_option = namespace['_fn_option']
    _owned_items = namespace['_owned_items']
    _r2 = namespace['_r2']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2700: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_option(vm, 'rounds'))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'main/1', "pc": 0, "l": {'r': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['main/1'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_option(vm, 'rounds'))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'main/1', "pc": 0, "l": {'r': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['main/1'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ec9270f6c2540e475006f9d5c18fa3a0'] = _ec9270f6c2540e475006f9d5c18fa3a0


def _b63653a9f989ff2a5a1f0bc46d169f42(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _r1 = namespace['_r1']
    _reversed = namespace['_reversed']
    _AT = {line + 2806: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'p' in _d or 'p' not in vm.vars:
                        _d['p'] = value
                    else:
                        vm.vars['p'] = value
                else:
                    v_left = stack[-2]['l']['left']
                    opts = list((v_left))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'p' in _d or 'p' not in vm.vars:
                            _d['p'] = value
                        else:
                            vm.vars['p'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        for _f in _reversed(stack):
                            _d = _f['l']
                            if 'me' in _d:
                                v_me = _d['me']
                                break
                        else:
                            v_me = vm.vars['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                v_left = stack[-2]['l']['left']
                v_p = (frame['l']['p'] if 'p' in frame['l'] else vm.vars['p'])
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                v_left = stack[-2]['l']['left']
                v_p = (frame['l']['p'] if 'p' in frame['l'] else vm.vars['p'])
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b63653a9f989ff2a5a1f0bc46d169f42'] = _b63653a9f989ff2a5a1f0bc46d169f42


def _2a93c72158fb09dee67b458e1b005c21(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_pick = namespace['_fn_pick']
    _owned = namespace['_owned']
    _AT = {line + 2912: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'step' in _d or 'step' not in vm.vars:
                        _d['step'] = value
                    else:
                        vm.vars['step'] = value
                else:
                    v_acted = stack[-2]['l']['acted']
                    v_placed = stack[-2]['l']['placed']
                    opts = list((_fn_pick(vm, place=not v_placed, special=not v_acted)))
                    opts.append(None)
                    frame["s"] = {}
                    frame["pc"] = 0
                    v_me = stack[-2]['l']['me']
                    player = (v_me)
                    v_card = (stack[-2]['l']['card'] if 'card' in stack[-2]['l'] else vm.vars['card'])
                    c0 = (v_card)
                    context = {'card': c0}
                    if player not in vm.state["players"]:
                        return vm.ask_with(frame, player, _a0_kind, opts, context)
                    if type(context['card']) not in _SCALARS:
                        context['card'] = _owned(context['card'], vm)
                    vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                    frame["s"]["asked"] = 1
                    return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/7' if (v_step is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/8' if (v_step == 'place') else 'turn/6/9'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/7' if (v_step is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/8' if (v_step == 'place') else 'turn/6/9'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['2a93c72158fb09dee67b458e1b005c21'] = _2a93c72158fb09dee67b458e1b005c21


def _a9bf092c1c50ea3d8aef6362299ad6db(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _a1_kind = namespace['_a1_kind']
    _add = namespace['_add']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 3036: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['p'] = _a0_0
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    frame['l']['p'] = value
                else:
                    v_left = stack[-2]['l']['left']
                    opts = list((v_left))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        frame['l']['p'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = stack[-3]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a1_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a1_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                v_order = stack[-3]['l']['order']
                v_p = frame['l']['p']
                value = (_add(vm, v_order, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['order'] = value
                v_left = stack[-2]['l']['left']
                v_p = frame['l']['p']
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
                return 3
            if pc <= 1:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    frame['l']['p'] = value
                else:
                    v_left = stack[-2]['l']['left']
                    opts = list((v_left))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        frame['l']['p'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = stack[-3]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a1_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a1_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                v_order = stack[-3]['l']['order']
                v_p = frame['l']['p']
                value = (_add(vm, v_order, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['order'] = value
                v_left = stack[-2]['l']['left']
                v_p = frame['l']['p']
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a9bf092c1c50ea3d8aef6362299ad6db'] = _a9bf092c1c50ea3d8aef6362299ad6db


def _f53cb3ecfe8d684cb263259956cb7a9e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_block = namespace['_a1_block']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _reversed = namespace['_reversed']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3153: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = stack[-3]['l']['p']
                    value = (v_p)
                    local['actor'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_actor = stack[-4]['l']['actor']
                    value = (v_actor)
                    local['against'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'vetoed'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('vetoed')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        _d['countered'] = value
                        break
                else:
                    if 'countered' in vm.vars:
                        vm.vars['countered'] = value
                    else:
                        stack[-1]['l']['countered'] = value
                frame["s"] = None
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        v_countered = _d['countered']
                        break
                else:
                    v_countered = vm.vars['countered']
                value = (not v_countered)
                stack[-4]['l']['vetoed'] = value
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = stack[-3]['l']['p']
                    value = (v_p)
                    local['actor'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_actor = stack[-4]['l']['actor']
                    value = (v_actor)
                    local['against'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'vetoed'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('vetoed')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        _d['countered'] = value
                        break
                else:
                    if 'countered' in vm.vars:
                        vm.vars['countered'] = value
                    else:
                        stack[-1]['l']['countered'] = value
                frame["s"] = None
            if pc <= 2:
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        v_countered = _d['countered']
                        break
                else:
                    v_countered = vm.vars['countered']
                value = (not v_countered)
                stack[-4]['l']['vetoed'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f53cb3ecfe8d684cb263259956cb7a9e'] = _f53cb3ecfe8d684cb263259956cb7a9e


def _148425797f69e77ca6a83739fb8686b0(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _add = namespace['_add']
    _fn_option = namespace['_fn_option']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3284: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_r = frame['l']['r']
                value = (v_r)
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['round'] = value
                _V = vm.vars
                value = (_add(vm, _V['rounds_played'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['rounds_played'] = value
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_r = frame['l']['r']
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'scoring_rounds'))) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_r = frame['l']['r']
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'scoring_rounds'))) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['148425797f69e77ca6a83739fb8686b0'] = _148425797f69e77ca6a83739fb8686b0


def _085de12627df49a459b1b5ee531f9b3c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _AT = {line + 3388: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = ([])
                stack[-2]['l']['order'] = value
                local = frame["l"]
                v_who = stack[-2]['l']['who']
                value = (v_who)
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'opponent-order/17/18', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['opponent-order/17/18'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                local = frame["l"]
                v_who = stack[-2]['l']['who']
                value = (v_who)
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'opponent-order/17/18', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['opponent-order/17/18'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['085de12627df49a459b1b5ee531f9b3c'] = _085de12627df49a459b1b5ee531f9b3c


def _05a497500cdb88f46d74b5134a7f5b59(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1 = namespace['_a1']
    _a3 = namespace['_a3']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _r1 = namespace['_r1']
    _r3 = namespace['_r3']
    _AT = {line + 3469: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'general-scoring/14', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['general-scoring/14'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r3(vm, frame, _a3)
                if signal:
                    frame["pc"] = 3
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 3
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'general-scoring/14', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['general-scoring/14'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                signal = _r3(vm, frame, _a3)
                if signal:
                    frame["pc"] = 3
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 3
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['05a497500cdb88f46d74b5134a7f5b59'] = _05a497500cdb88f46d74b5134a7f5b59


def _ab43c05afa29ca4c8ee0c751bc671c29(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _a2_block = namespace['_a2_block']
    _fn_areas = namespace['_fn_areas']
    _fn_opponents = namespace['_fn_opponents']
    _fn_present = namespace['_fn_present']
    _fn_where = namespace['_fn_where']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r1 = namespace['_r1']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3609: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'expelled' in _d or 'expelled' not in vm.vars:
                        _d['expelled'] = value
                    else:
                        vm.vars['expelled'] = value
                else:
                    opts = list((_fn_without(vm, _fn_areas(vm, 'region'), [_fn_where(vm, 'king')])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'expelled' in _d or 'expelled' not in vm.vars:
                            _d['expelled'] = value
                        else:
                            vm.vars['expelled'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_expelled = (frame['l']['expelled'] if 'expelled' in frame['l'] else vm.vars['expelled'])
                    v_me = frame['l']['me']
                    value = (_fn_present(vm, v_expelled, _fn_opponents(vm, v_me)))
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:expulsion/35', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:expulsion/35'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_expelled = (frame['l']['expelled'] if 'expelled' in frame['l'] else vm.vars['expelled'])
                    v_me = frame['l']['me']
                    value = (_fn_present(vm, v_expelled, _fn_opponents(vm, v_me)))
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:expulsion/35', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:expulsion/35'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ab43c05afa29ca4c8ee0c751bc671c29'] = _ab43c05afa29ca4c8ee0c751bc671c29


def _e005a1c05d2e44466ed4fd6a7c56bc4d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_dst = namespace['_a2_dst']
    _a2_src = namespace['_a2_src']
    _fn_count = namespace['_fn_count']
    _fn_option = namespace['_fn_option']
    _lt = namespace['_lt']
    _owned = namespace['_owned']
    _shift = namespace['_shift']
    _AT = {line + 3811: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_need = frame['l']['need']
                value = (v_need)
                local['want'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    block = 'supply/12' if (_fn_option(vm, 'supply_may_take_fewer')) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                v_want = frame['l']['want']
                n = max(0, min(have, (v_want)))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                value = n
                _d = frame['l']
                if 'got' in _d or 'got' not in vm.vars:
                    _d['got'] = value
                else:
                    vm.vars['got'] = value
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_got = (frame['l']['got'] if 'got' in frame['l'] else vm.vars['got'])
                    v_need = frame['l']['need']
                    block = 'supply/13' if (_lt(vm, v_got, v_need) and _fn_count(vm, 'province', frame['l']['me']) == 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 3
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    block = 'supply/12' if (_fn_option(vm, 'supply_may_take_fewer')) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 2:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                v_want = frame['l']['want']
                n = max(0, min(have, (v_want)))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                value = n
                _d = frame['l']
                if 'got' in _d or 'got' not in vm.vars:
                    _d['got'] = value
                else:
                    vm.vars['got'] = value
                if "w" in frame:
                    del frame["w"]
            if pc <= 3:
                if frame["s"] is None:
                    v_got = (frame['l']['got'] if 'got' in frame['l'] else vm.vars['got'])
                    v_need = frame['l']['need']
                    block = 'supply/13' if (_lt(vm, v_got, v_need) and _fn_count(vm, 'province', frame['l']['me']) == 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 3
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e005a1c05d2e44466ed4fd6a7c56bc4d'] = _e005a1c05d2e44466ed4fd6a7c56bc4d


def _19a5a954511b23b657e83bba85d740e8(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a2_0 = namespace['_a2_0']
    _fn_has_program = namespace['_fn_has_program']
    _fn_tagged = namespace['_fn_tagged']
    _owned = namespace['_owned']
    _t_power_supply = namespace['_t_power_supply']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3972: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 5
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    _V = vm.vars
                    v_me = frame['l']['me']
                    value = (_t_power_supply[_V['played'][v_me]])
                    local['need'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                display = vm.state["display"]
                if frame["s"] is None:
                    options = []
                    for shown in display.values():
                        if shown is not None:
                            options.append(shown)
                    if len(options) > 1:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = frame['l']['me']
                        return vm.ask_with(frame, (v_me), "take-card", options, {})
                    card = options[0] if options else None
                else:
                    card = frame["s"]["ans"]
                if card is not None:
                    for deck, shown in display.items():
                        if shown == card:
                            display[deck] = None
                            break
                    plays = vm.state["stats"]["card_plays"]
                    plays[card] = plays.get(card, 0) + 1
                value = card
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                _d = frame['l']
                if 'card' in _d or 'card' not in vm.vars:
                    _d['card'] = value
                else:
                    vm.vars['card'] = value
                frame["s"] = None
                local = frame["l"]
                local['placed'] = _a2_0
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                local['acted'] = (not _fn_has_program(vm, v_card))
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_placed = frame['l']['placed']
                    if not (not (v_placed and frame['l']['acted'])):
                        break
                    body = {"b": 'turn/6', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/6'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                    block = 'turn/10' if (_fn_tagged(vm, v_card, 'keep')) else 'turn/11'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 4
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                display = vm.state["display"]
                if frame["s"] is None:
                    options = []
                    for shown in display.values():
                        if shown is not None:
                            options.append(shown)
                    if len(options) > 1:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = frame['l']['me']
                        return vm.ask_with(frame, (v_me), "take-card", options, {})
                    card = options[0] if options else None
                else:
                    card = frame["s"]["ans"]
                if card is not None:
                    for deck, shown in display.items():
                        if shown == card:
                            display[deck] = None
                            break
                    plays = vm.state["stats"]["card_plays"]
                    plays[card] = plays.get(card, 0) + 1
                value = card
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                _d = frame['l']
                if 'card' in _d or 'card' not in vm.vars:
                    _d['card'] = value
                else:
                    vm.vars['card'] = value
                frame["s"] = None
            if pc <= 2:
                local = frame["l"]
                local['placed'] = _a2_0
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                local['acted'] = (not _fn_has_program(vm, v_card))
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_placed = frame['l']['placed']
                    if not (not (v_placed and frame['l']['acted'])):
                        break
                    body = {"b": 'turn/6', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/6'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 4:
                if frame["s"] is None:
                    v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                    block = 'turn/10' if (_fn_tagged(vm, v_card, 'keep')) else 'turn/11'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 4
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['19a5a954511b23b657e83bba85d740e8'] = _19a5a954511b23b657e83bba85d740e8


def _bac788ecfc301367051859ef035e515b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_src = namespace['_a1_src']
    _a2_dst = namespace['_a2_dst']
    _a2_src = namespace['_a2_src']
    _a3_count = namespace['_a3_count']
    _a3_dst = namespace['_a3_dst']
    _a3_src = namespace['_a3_src']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _shift = namespace['_shift']
    _AT = {line + 4168: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 5
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a1_src
                v_i = stack[-2]['l']['i']
                v_region_cards = (stack[-2]['l']['region_cards'] if 'region_cards' in stack[-2]['l'] else vm.vars['region_cards'])
                dst = (v_region_cards[v_i])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['home_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['court_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 3
                    if vm.window(frame, "pc3"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a3_src
                dst = _a3_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a3_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                v_i = stack[-2]['l']['i']
                value = (_add(vm, v_i, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['i'] = value
                return 3
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a1_src
                v_i = stack[-2]['l']['i']
                v_region_cards = (stack[-2]['l']['region_cards'] if 'region_cards' in stack[-2]['l'] else vm.vars['region_cards'])
                dst = (v_region_cards[v_i])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['home_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['court_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
            if pc <= 3:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 3
                    if vm.window(frame, "pc3"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a3_src
                dst = _a3_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a3_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
            if pc <= 4:
                v_i = stack[-2]['l']['i']
                value = (_add(vm, v_i, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['i'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bac788ecfc301367051859ef035e515b'] = _bac788ecfc301367051859ef035e515b


def _7717a2319acb60dc70cde1d31ba07bca(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1 = namespace['_a1']
    _a2 = namespace['_a2']
    _a3_0 = namespace['_a3_0']
    _a5 = namespace['_a5']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _r1 = namespace['_r1']
    _r2 = namespace['_r2']
    _r5 = namespace['_r5']
    _AT = {line + 4370: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 7
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
                local = frame["l"]
                local['i'] = _a3_0
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/3', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/3'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
                _V = vm.vars
                value = ((frame['l']['seats'] if 'seats' in frame['l'] else vm.vars['seats'])[0] if _fn_option(vm, 'first_player') == 'random' else _V['players'][0])
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
            if pc <= 2:
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
            if pc <= 3:
                local = frame["l"]
                local['i'] = _a3_0
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/3', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/3'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
            if pc <= 6:
                _V = vm.vars
                value = ((frame['l']['seats'] if 'seats' in frame['l'] else vm.vars['seats'])[0] if _fn_option(vm, 'first_player') == 'random' else _V['players'][0])
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7717a2319acb60dc70cde1d31ba07bca'] = _7717a2319acb60dc70cde1d31ba07bca


def _8fe09a96f61ad464e0d776b9aba4dde5(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a5 = namespace['_a5']
    _a6 = namespace['_a6']
    _fn_lowest = namespace['_fn_lowest']
    _fn_ranked = namespace['_fn_ranked']
    _fn_seat_order = namespace['_fn_seat_order']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _r5 = namespace['_r5']
    _r6 = namespace['_r6']
    _storable = namespace['_storable']
    _AT = {line + 4528: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 8
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                value = ({})
                vm.vars['played'] = value
                value = ([])
                vm.vars['turn_order'] = value
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_seat_order(vm, _V['start_player']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/4', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/4'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['turn_order'] = value
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['turn_order'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/5', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/5'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
                signal = _r6(vm, frame, _a6)
                if signal:
                    frame["pc"] = 6
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 6
                    return 2
                frame["s"] = None
                _V = vm.vars
                value = (_fn_lowest(vm, _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
                return 3
            if pc <= 1:
                value = ({})
                vm.vars['played'] = value
                value = ([])
                vm.vars['turn_order'] = value
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_seat_order(vm, _V['start_player']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/4', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/4'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['turn_order'] = value
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['turn_order'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/5', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/5'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
            if pc <= 6:
                signal = _r6(vm, frame, _a6)
                if signal:
                    frame["pc"] = 6
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 6
                    return 2
                frame["s"] = None
            if pc <= 7:
                _V = vm.vars
                value = (_fn_lowest(vm, _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8fe09a96f61ad464e0d776b9aba4dde5'] = _8fe09a96f61ad464e0d776b9aba4dde5


def _0f3740c282a573acef9463d901a6012f(namespace: Any) -> Any:
    _eq = namespace['_eq']
    _fn_locked = namespace['_fn_locked']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p] is None or _eq(vm, v_disc[v_p], _L('expelled')) or _fn_locked(vm, v_disc[v_p])
    return _e


FACTORIES['0f3740c282a573acef9463d901a6012f'] = _0f3740c282a573acef9463d901a6012f


def _9a533a1eeca018d0bf4a3d0c35a1d122(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _lt = namespace['_lt']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'got' in _d:
                v_got = _d['got']
                break
        else:
            v_got = vm.vars['got']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                v_need = _d['need']
                break
        else:
            v_need = vm.vars['need']
        return _lt(vm, v_got, v_need) and _fn_count(vm, 'province', _L('me')) == 0
    return _e


FACTORIES['9a533a1eeca018d0bf4a3d0c35a1d122'] = _9a533a1eeca018d0bf4a3d0c35a1d122


def _dea2587538eb254a78334e04d2e29710(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_me])) > 0 and _p_len(vm, _L('who')) > 1
    return _e


FACTORIES['dea2587538eb254a78334e04d2e29710'] = _dea2587538eb254a78334e04d2e29710


def _ccc4d9d3f3440372aa37cf4177d434b5(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placed' in _d:
                v_placed = _d['placed']
                break
        else:
            v_placed = vm.vars['placed']
        return not (v_placed and _L('acted'))
    return _e


FACTORIES['ccc4d9d3f3440372aa37cf4177d434b5'] = _ccc4d9d3f3440372aa37cf4177d434b5


def _b5b144568d4a11bd877f30427dc5efe2(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'vetoed' in _d:
                v_vetoed = _d['vetoed']
                break
        else:
            v_vetoed = vm.vars['vetoed']
        return not v_vetoed and _in(vm, _L('p'), _fn_holders(vm, 'veto'))
    return _e


FACTORIES['b5b144568d4a11bd877f30427dc5efe2'] = _b5b144568d4a11bd877f30427dc5efe2


def _26800b904a50ecd6ccbd71436da30953(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        return _L('seats')[0] if _fn_option(vm, 'first_player') == 'random' else _V['players'][0]
    return _e


FACTORIES['26800b904a50ecd6ccbd71436da30953'] = _26800b904a50ecd6ccbd71436da30953


def _1bf4e5192c8d5b327ab0e1216c30e8bb(namespace: Any) -> Any:
    _fn_opponents = namespace['_fn_opponents']
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        return _V['players'] if _fn_option(vm, 'return_one_includes_self') else _fn_opponents(vm, _L('me'))
    return _e


FACTORIES['1bf4e5192c8d5b327ab0e1216c30e8bb'] = _1bf4e5192c8d5b327ab0e1216c30e8bb


def _be1ac449aa0d3119455761eb0a902c4d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _V['spent'][v_me]
    return _e


FACTORIES['be1ac449aa0d3119455761eb0a902c4d'] = _be1ac449aa0d3119455761eb0a902c4d


def _05374c046f759e5cd41acd2c27fca578(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _t_power_supply = namespace['_t_power_supply']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _t_power_supply[_V['played'][v_me]]
    return _e


FACTORIES['05374c046f759e5cd41acd2c27fca578'] = _05374c046f759e5cd41acd2c27fca578


def _71abd7915d565d21e5033378fbf049a7(namespace: Any) -> Any:
    _fn_values_of = namespace['_fn_values_of']
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = _V['p']
        return _fn_without(vm, _V['hand'][v_p], _fn_values_of(vm, _V['played']))
    return _e


FACTORIES['71abd7915d565d21e5033378fbf049a7'] = _71abd7915d565d21e5033378fbf049a7


def _63e469a3e5259352abb7e9461e11b9f5(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['court_caballeros']
    return _e


FACTORIES['63e469a3e5259352abb7e9461e11b9f5'] = _63e469a3e5259352abb7e9461e11b9f5


def _a4cc512df5600e655d41cc580d362eb4(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['decks_in_play']
    return _e


FACTORIES['a4cc512df5600e655d41cc580d362eb4'] = _a4cc512df5600e655d41cc580d362eb4


def _39b28021069cbbc473fc5de1922cfebb(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['home_caballeros']
    return _e


FACTORIES['39b28021069cbbc473fc5de1922cfebb'] = _39b28021069cbbc473fc5de1922cfebb


def _2fc489ece893fcd87ecfb2065a032d73(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['players']
    return _e


FACTORIES['2fc489ece893fcd87ecfb2065a032d73'] = _2fc489ece893fcd87ecfb2065a032d73


def _e338fec0cdb1141992f586862b53e9e2(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['rounds_played']
    return _e


FACTORIES['e338fec0cdb1141992f586862b53e9e2'] = _e338fec0cdb1141992f586862b53e9e2


def _caba5b6c0c7fe6b86e061f0bdf4104d0(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['turn_order']
    return _e


FACTORIES['caba5b6c0c7fe6b86e061f0bdf4104d0'] = _caba5b6c0c7fe6b86e061f0bdf4104d0


def _a466899dde0ab748c7601988800a4dd4(namespace: Any) -> Any:
    _add = namespace['_add']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['rounds_played'], 1)
    return _e


FACTORIES['a466899dde0ab748c7601988800a4dd4'] = _a466899dde0ab748c7601988800a4dd4


def _59a5e131d9df1a9113710455630f9576(namespace: Any) -> Any:
    _fn_lowest = namespace['_fn_lowest']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_lowest(vm, _V['played'])
    return _e


FACTORIES['59a5e131d9df1a9113710455630f9576'] = _59a5e131d9df1a9113710455630f9576


def _45b910e71f9f203632505f5a5549add4(namespace: Any) -> Any:
    _fn_ranked = namespace['_fn_ranked']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_ranked(vm, _V['players'], _V['played'])
    return _e


FACTORIES['45b910e71f9f203632505f5a5549add4'] = _45b910e71f9f203632505f5a5549add4


def _1f2c770f0fe067bd2f13b286da4fe7c8(namespace: Any) -> Any:
    _fn_seat_order = namespace['_fn_seat_order']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_seat_order(vm, _V['start_player'])
    return _e


FACTORIES['1f2c770f0fe067bd2f13b286da4fe7c8'] = _1f2c770f0fe067bd2f13b286da4fe7c8


def _65518a986b680def35d7ee50e9aa6145(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
    _fn_values_of = namespace['_fn_values_of']
    _p_len = namespace['_p_len']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _p_len(vm, _fn_values_of(vm, _V['played'])) == _p_len(vm, _fn_distinct(vm, _fn_values_of(vm, _V['played'])))
    return _e


FACTORIES['65518a986b680def35d7ee50e9aa6145'] = _65518a986b680def35d7ee50e9aa6145


def _eced366bd69a9cdb1076083b2fb85052(namespace: Any) -> Any:
    _fn_pick = namespace['_fn_pick']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'acted' in _d:
                v_acted = _d['acted']
                break
        else:
            v_acted = vm.vars['acted']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placed' in _d:
                v_placed = _d['placed']
                break
        else:
            v_placed = vm.vars['placed']
        return _fn_pick(vm, place=not v_placed, special=not v_acted)
    return _e


FACTORIES['eced366bd69a9cdb1076083b2fb85052'] = _eced366bd69a9cdb1076083b2fb85052


def _e430fbe721503e18712c06e3b07323eb(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'actor' in _d:
                return _d['actor']
        return vm.vars['actor']
    return _e


FACTORIES['e430fbe721503e18712c06e3b07323eb'] = _e430fbe721503e18712c06e3b07323eb


def _391b19fe0e9f7a9dd93f7032f43792c1(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'actor' in _d:
                v_actor = _d['actor']
                break
        else:
            v_actor = vm.vars['actor']
        return _fn_without(vm, _fn_holders(vm, 'veto'), [v_actor])
    return _e


FACTORIES['391b19fe0e9f7a9dd93f7032f43792c1'] = _391b19fe0e9f7a9dd93f7032f43792c1


def _a9ba967811d93b88c8d810f502f1553b(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'actor' in _d:
                v_actor = _d['actor']
                break
        else:
            v_actor = vm.vars['actor']
        return _p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_actor])) > 0
    return _e


FACTORIES['a9ba967811d93b88c8d810f502f1553b'] = _a9ba967811d93b88c8d810f502f1553b


def _d8449f93db8dbf02178ccc68d3ec0ac8(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'against' in _d:
                return _d['against']
        return vm.vars['against']
    return _e


FACTORIES['d8449f93db8dbf02178ccc68d3ec0ac8'] = _d8449f93db8dbf02178ccc68d3ec0ac8


def _7d498b44564f038c8094f5a0a4b094b3(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'against' in _d:
                v_against = _d['against']
                break
        else:
            v_against = vm.vars['against']
        return v_against is None
    return _e


FACTORIES['7d498b44564f038c8094f5a0a4b094b3'] = _7d498b44564f038c8094f5a0a4b094b3


def _1c42dbc1d050dda511308df101e30302(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                return _d['card']
        return vm.vars['card']
    return _e


FACTORIES['1c42dbc1d050dda511308df101e30302'] = _1c42dbc1d050dda511308df101e30302


def _806220e05764ef7aa9b01f06bb1ee580(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        return _fn_prop(vm, v_card, 'place')
    return _e


FACTORIES['806220e05764ef7aa9b01f06bb1ee580'] = _806220e05764ef7aa9b01f06bb1ee580


def _e36ac56a7f2ee89447624091497bc40e(namespace: Any) -> Any:
    _fn_tagged = namespace['_fn_tagged']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        return _fn_tagged(vm, v_card, 'keep')
    return _e


FACTORIES['e36ac56a7f2ee89447624091497bc40e'] = _e36ac56a7f2ee89447624091497bc40e


def _3e36b8f6d2a2e9de1ea157e283c67755(namespace: Any) -> Any:
    _fn_has_program = namespace['_fn_has_program']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        return not _fn_has_program(vm, v_card)
    return _e


FACTORIES['3e36b8f6d2a2e9de1ea157e283c67755'] = _3e36b8f6d2a2e9de1ea157e283c67755


def _38110e251906a6725a94257d4fb86719(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'chosen' in _d:
                v_chosen = _d['chosen']
                break
        else:
            v_chosen = vm.vars['chosen']
        return [v_chosen]
    return _e


FACTORIES['38110e251906a6725a94257d4fb86719'] = _38110e251906a6725a94257d4fb86719


def _1eab1fa3a6c7372edb626ab06041ad97(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'countered' in _d:
                v_countered = _d['countered']
                break
        else:
            v_countered = vm.vars['countered']
        return not v_countered
    return _e


FACTORIES['1eab1fa3a6c7372edb626ab06041ad97'] = _1eab1fa3a6c7372edb626ab06041ad97


def _dbc173696567ca9ff606b6aeb637df15(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p]
    return _e


FACTORIES['dbc173696567ca9ff606b6aeb637df15'] = _dbc173696567ca9ff606b6aeb637df15


def _29d90fb2760aa9d0f83e3ef9629a3cfa(namespace: Any) -> Any:
    _fn_locked = namespace['_fn_locked']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p] is None or _fn_locked(vm, v_disc[v_p])
    return _e


FACTORIES['29d90fb2760aa9d0f83e3ef9629a3cfa'] = _29d90fb2760aa9d0f83e3ef9629a3cfa


def _c82cef58d444a5e860ce63dd7ae74c69(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p] is not None
    return _e


FACTORIES['c82cef58d444a5e860ce63dd7ae74c69'] = _c82cef58d444a5e860ce63dd7ae74c69


def _e2f444f5fec0b02974005ebd41d302d2(namespace: Any) -> Any:
    _fn_unique_values = namespace['_fn_unique_values']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        return _fn_unique_values(vm, v_disc)
    return _e


FACTORIES['e2f444f5fec0b02974005ebd41d302d2'] = _e2f444f5fec0b02974005ebd41d302d2


def _9bc3081776aaec3dd3bf13902d06e7fc(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'expelled' in _d:
                return _d['expelled']
        return vm.vars['expelled']
    return _e


FACTORIES['9bc3081776aaec3dd3bf13902d06e7fc'] = _9bc3081776aaec3dd3bf13902d06e7fc


def _7c14ddb13092341f55ba520e835d7590(namespace: Any) -> Any:
    _fn_opponents = namespace['_fn_opponents']
    _fn_present = namespace['_fn_present']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'expelled' in _d:
                v_expelled = _d['expelled']
                break
        else:
            v_expelled = vm.vars['expelled']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_present(vm, v_expelled, _fn_opponents(vm, v_me))
    return _e


FACTORIES['7c14ddb13092341f55ba520e835d7590'] = _7c14ddb13092341f55ba520e835d7590


def _17a6b3b75290d3e4d68029bd49446d6c(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'got' in _d:
                v_got = _d['got']
                break
        else:
            v_got = vm.vars['got']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                v_need = _d['need']
                break
        else:
            v_need = vm.vars['need']
        return _sub(vm, v_need, v_got)
    return _e


FACTORIES['17a6b3b75290d3e4d68029bd49446d6c'] = _17a6b3b75290d3e4d68029bd49446d6c


def _0f9e7ec0982d8312336fffa041ec8d01(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = vm.vars['i']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'region_cards' in _d:
                v_region_cards = _d['region_cards']
                break
        else:
            v_region_cards = vm.vars['region_cards']
        return v_region_cards[v_i]
    return _e


FACTORIES['0f9e7ec0982d8312336fffa041ec8d01'] = _0f9e7ec0982d8312336fffa041ec8d01


def _bbe45584e9fca4afc7f4aabefd674a60(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = vm.vars['i']
        return _add(vm, v_i, 1)
    return _e


FACTORIES['bbe45584e9fca4afc7f4aabefd674a60'] = _bbe45584e9fca4afc7f4aabefd674a60


def _cb97c6d7f44da94c0881a79e9a849a8c(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                return _d['left']
        return vm.vars['left']
    return _e


FACTORIES['cb97c6d7f44da94c0881a79e9a849a8c'] = _cb97c6d7f44da94c0881a79e9a849a8c


def _cefbeb4e2c97e525736fa32df579d29f(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = vm.vars['left']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_without(vm, v_left, [v_p])
    return _e


FACTORIES['cefbeb4e2c97e525736fa32df579d29f'] = _cefbeb4e2c97e525736fa32df579d29f


def _aadcce63ce7679034f034157a9535d23(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = vm.vars['left']
        return _p_len(vm, v_left) > 0
    return _e


FACTORIES['aadcce63ce7679034f034157a9535d23'] = _aadcce63ce7679034f034157a9535d23


def _c0407b4f8d9bcefc2452f3eb8911cb76(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                return _d['me']
        return vm.vars['me']
    return _e


FACTORIES['c0407b4f8d9bcefc2452f3eb8911cb76'] = _c0407b4f8d9bcefc2452f3eb8911cb76


def _8ffb40c04e01b28bbe72c7cdc96582f9(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _p_list = namespace['_p_list']
    _p_min = namespace['_p_min']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                v_need = _d['need']
                break
        else:
            v_need = vm.vars['need']
        return _p_list(vm, _p_range(vm, _p_min(vm, v_need, _fn_count(vm, 'province', v_me)), -1, -1))
    return _e


FACTORIES['8ffb40c04e01b28bbe72c7cdc96582f9'] = _8ffb40c04e01b28bbe72c7cdc96582f9


def _2b13dcc4c620c7738cf457231011c42f(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return [_add(vm, 'grande:', v_me)]
    return _e


FACTORIES['2b13dcc4c620c7738cf457231011c42f'] = _2b13dcc4c620c7738cf457231011c42f


def _e032b27e6d9d0443159c0589888772cb(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return [v_me]
    return _e


FACTORIES['e032b27e6d9d0443159c0589888772cb'] = _e032b27e6d9d0443159c0589888772cb


def _ca8b8a09190f188129b65bd63b6769b1(namespace: Any) -> Any:
    _fn_opponents = namespace['_fn_opponents']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_opponents(vm, v_me)
    return _e


FACTORIES['ca8b8a09190f188129b65bd63b6769b1'] = _ca8b8a09190f188129b65bd63b6769b1


def _f493440d46c523b86969f62d023c7cb9(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                return _d['need']
        return vm.vars['need']
    return _e


FACTORIES['f493440d46c523b86969f62d023c7cb9'] = _f493440d46c523b86969f62d023c7cb9


def _9af8d3b48ebc750c87ccb0634c2e62d3(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'order' in _d:
                return _d['order']
        return vm.vars['order']
    return _e


FACTORIES['9af8d3b48ebc750c87ccb0634c2e62d3'] = _9af8d3b48ebc750c87ccb0634c2e62d3


def _f1346525103cf6ab0e5745efe8fef95c(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'order' in _d:
                v_order = _d['order']
                break
        else:
            v_order = vm.vars['order']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _add(vm, v_order, [v_p])
    return _e


FACTORIES['f1346525103cf6ab0e5745efe8fef95c'] = _f1346525103cf6ab0e5745efe8fef95c


def _e625dc5e4a2fdb8b2ec729fb6300f45c(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                return _d['p']
        return vm.vars['p']
    return _e


FACTORIES['e625dc5e4a2fdb8b2ec729fb6300f45c'] = _e625dc5e4a2fdb8b2ec729fb6300f45c


def _3410cebc34b07fc9ee7ec58f74e8af30(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return [v_p]
    return _e


FACTORIES['3410cebc34b07fc9ee7ec58f74e8af30'] = _3410cebc34b07fc9ee7ec58f74e8af30


def _70b24dbf0a9a93578d0fa191df077545(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _add(vm, 'grande:', v_p)
    return _e


FACTORIES['70b24dbf0a9a93578d0fa191df077545'] = _70b24dbf0a9a93578d0fa191df077545


def _29ba87637984eacc6dda33ba0710c852(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_areas_of(vm, 'region', v_p, 1)
    return _e


FACTORIES['29ba87637984eacc6dda33ba0710c852'] = _29ba87637984eacc6dda33ba0710c852


def _a5b40fd1911f4fae1185e7aa12a607be(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_areas_of(vm, 'region', v_p, 2) or _fn_areas_of(vm, 'region', v_p, 1)
    return _e


FACTORIES['a5b40fd1911f4fae1185e7aa12a607be'] = _a5b40fd1911f4fae1185e7aa12a607be


def _24b66c1323a8c21842a37331889c60f3(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'r' in _d:
                return _d['r']
        return vm.vars['r']
    return _e


FACTORIES['24b66c1323a8c21842a37331889c60f3'] = _24b66c1323a8c21842a37331889c60f3


def _71c828a2f7bd06241908c9d983a7a9a8(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'r' in _d:
                v_r = _d['r']
                break
        else:
            v_r = vm.vars['r']
        return _in(vm, v_r, _fn_option(vm, 'scoring_rounds'))
    return _e


FACTORIES['71c828a2f7bd06241908c9d983a7a9a8'] = _71c828a2f7bd06241908c9d983a7a9a8


def _4afed0ab6428db8ae12986f02ca09cee(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'regained' in _d:
                return _d['regained']
        return vm.vars['regained']
    return _e


FACTORIES['4afed0ab6428db8ae12986f02ca09cee'] = _4afed0ab6428db8ae12986f02ca09cee


def _188bca59fa765bc7f867a4ae2f4b4850(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'region_cards' in _d:
                v_region_cards = _d['region_cards']
                break
        else:
            v_region_cards = vm.vars['region_cards']
        return v_region_cards[0]
    return _e


FACTORIES['188bca59fa765bc7f867a4ae2f4b4850'] = _188bca59fa765bc7f867a4ae2f4b4850


def _1f13d10878573b10836924ba16eda599(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'step' in _d:
                v_step = _d['step']
                break
        else:
            v_step = vm.vars['step']
        return v_step == 'place'
    return _e


FACTORIES['1f13d10878573b10836924ba16eda599'] = _1f13d10878573b10836924ba16eda599


def _3474cccab364643b7c82e2320aa4bb28(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'step' in _d:
                v_step = _d['step']
                break
        else:
            v_step = vm.vars['step']
        return v_step is None
    return _e


FACTORIES['3474cccab364643b7c82e2320aa4bb28'] = _3474cccab364643b7c82e2320aa4bb28


def _a0c0d481e6ea5b5e95eb8977eaa147e6(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'use' in _d:
                v_use = _d['use']
                break
        else:
            v_use = vm.vars['use']
        return v_use == 'veto'
    return _e


FACTORIES['a0c0d481e6ea5b5e95eb8977eaa147e6'] = _a0c0d481e6ea5b5e95eb8977eaa147e6


def _983bbb3cf9c8e9605336304fd9a13ede(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'vetoed' in _d:
                return _d['vetoed']
        return vm.vars['vetoed']
    return _e


FACTORIES['983bbb3cf9c8e9605336304fd9a13ede'] = _983bbb3cf9c8e9605336304fd9a13ede


def _7f5c8a64b951c276dd5c09f478284af9(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'want' in _d:
                return _d['want']
        return vm.vars['want']
    return _e


FACTORIES['7f5c8a64b951c276dd5c09f478284af9'] = _7f5c8a64b951c276dd5c09f478284af9


def _f067f9c5e08a637479cdc3e48ae7c15f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'way' in _d:
                v_way = _d['way']
                break
        else:
            v_way = vm.vars['way']
        return v_way == 'withdraw'
    return _e


FACTORIES['f067f9c5e08a637479cdc3e48ae7c15f'] = _f067f9c5e08a637479cdc3e48ae7c15f


def _b6d04d254e1f67844a576ad707f00bd6(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'who' in _d:
                return _d['who']
        return vm.vars['who']
    return _e


FACTORIES['b6d04d254e1f67844a576ad707f00bd6'] = _b6d04d254e1f67844a576ad707f00bd6


def _2c475720a4c40d81d2464ee2939f285d(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['king']
    return _e


FACTORIES['2c475720a4c40d81d2464ee2939f285d'] = _2c475720a4c40d81d2464ee2939f285d


def _79f4366c42af4c087787fcd85853adc3(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['veto']
    return _e


FACTORIES['79f4366c42af4c087787fcd85853adc3'] = _79f4366c42af4c087787fcd85853adc3


def _46da6f70ed631cfef52999605c7aa67e(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['withdraw', 'reinforce']
    return _e


FACTORIES['46da6f70ed631cfef52999605c7aa67e'] = _46da6f70ed631cfef52999605c7aa67e


def _2e1cd7e9e2c08aa19e987517262822e1(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return []
    return _e


FACTORIES['2e1cd7e9e2c08aa19e987517262822e1'] = _2e1cd7e9e2c08aa19e987517262822e1


def _26d825c57270d1c94f6dc21882680f02(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _add(vm, _fn_areas(vm, 'region'), _fn_areas(vm, 'castillo') if _fn_option(vm, 'castillo_choosable') else [])
    return _e


FACTORIES['26d825c57270d1c94f6dc21882680f02'] = _26d825c57270d1c94f6dc21882680f02


def _d0771db30387c8a6873996321ccdb88b(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_areas(vm, 'castillo')
    return _e


FACTORIES['d0771db30387c8a6873996321ccdb88b'] = _d0771db30387c8a6873996321ccdb88b


def _42120859432a61367e7044b45eb3b980(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_areas(vm, 'region')
    return _e


FACTORIES['42120859432a61367e7044b45eb3b980'] = _42120859432a61367e7044b45eb3b980


def _3b23b5bc16a196db8bb76a412e193229(namespace: Any) -> Any:
    _fn_areas_holding = namespace['_fn_areas_holding']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_areas_holding(vm, 'scoreboard')
    return _e


FACTORIES['3b23b5bc16a196db8bb76a412e193229'] = _3b23b5bc16a196db8bb76a412e193229


def _049261c5fb1d98c15271647848d06557(namespace: Any) -> Any:
    _fn_emptiest = namespace['_fn_emptiest']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_emptiest(vm, 'region')
    return _e


FACTORIES['049261c5fb1d98c15271647848d06557'] = _049261c5fb1d98c15271647848d06557


def _1559b6fd1237cc7d97abf69a050875e5(namespace: Any) -> Any:
    _fn_fullest = namespace['_fn_fullest']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_fullest(vm, 'region')
    return _e


FACTORIES['1559b6fd1237cc7d97abf69a050875e5'] = _1559b6fd1237cc7d97abf69a050875e5


def _a5337e28ced47c39e9e222426ad283a4(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'rounds')
    return _e


FACTORIES['a5337e28ced47c39e9e222426ad283a4'] = _a5337e28ced47c39e9e222426ad283a4


def _fac28969e3f2aca473ddb85e089cce10(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'supply_may_take_fewer')
    return _e


FACTORIES['fac28969e3f2aca473ddb85e089cce10'] = _fac28969e3f2aca473ddb85e089cce10


def _c7ad77dc54e4afe90474cdb865c85bfb(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'used_cards')
    return _e


FACTORIES['c7ad77dc54e4afe90474cdb865c85bfb'] = _c7ad77dc54e4afe90474cdb865c85bfb


def _162653c36f2120dd41e7533a5334ec48(namespace: Any) -> Any:
    _fn_tokens_tagged = namespace['_fn_tokens_tagged']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_tokens_tagged(vm, 'scoreboard')
    return _e


FACTORIES['162653c36f2120dd41e7533a5334ec48'] = _162653c36f2120dd41e7533a5334ec48


def _08a902f2496fce6c57ed0e826cac19f9(namespace: Any) -> Any:
    _fn_valued = namespace['_fn_valued']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_valued(vm, 'region', [4])
    return _e


FACTORIES['08a902f2496fce6c57ed0e826cac19f9'] = _08a902f2496fce6c57ed0e826cac19f9


def _a9caa6a50831f99e901994a1b1002a90(namespace: Any) -> Any:
    _fn_valued = namespace['_fn_valued']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_valued(vm, 'region', [5])
    return _e


FACTORIES['a9caa6a50831f99e901994a1b1002a90'] = _a9caa6a50831f99e901994a1b1002a90


def _45669af148082a8bb6adea8676dda60a(namespace: Any) -> Any:
    _fn_valued = namespace['_fn_valued']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_valued(vm, 'region', [6, 7])
    return _e


FACTORIES['45669af148082a8bb6adea8676dda60a'] = _45669af148082a8bb6adea8676dda60a


def _f51f674188238fcb481450bb7b94fb04(namespace: Any) -> Any:
    _fn_where = namespace['_fn_where']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_where(vm, 'king')
    return _e


FACTORIES['f51f674188238fcb481450bb7b94fb04'] = _f51f674188238fcb481450bb7b94fb04


def _67f5a245f9f1f4bd376510d64bf0c796(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    _fn_where = namespace['_fn_where']
    _fn_without = namespace['_fn_without']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_without(vm, _fn_areas(vm, 'region'), [_fn_where(vm, 'king')])
    return _e


FACTORIES['67f5a245f9f1f4bd376510d64bf0c796'] = _67f5a245f9f1f4bd376510d64bf0c796


def _d3277a699bf346e918e848943f10727e(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    _fn_option = namespace['_fn_option']
    _fn_where = namespace['_fn_where']
    _fn_without = namespace['_fn_without']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_without(vm, _fn_areas(vm, 'region'), [_fn_where(vm, 'king')]) if _fn_option(vm, 'king_disc_repick') else _fn_areas(vm, 'region')
    return _e


FACTORIES['d3277a699bf346e918e848943f10727e'] = _d3277a699bf346e918e848943f10727e


def _741f928d2bf3b683fe21e1b4254fae48(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return {}
    return _e


FACTORIES['741f928d2bf3b683fe21e1b4254fae48'] = _741f928d2bf3b683fe21e1b4254fae48
