# distutils: extra_compile_args = -O1
"""Jalgeurak Kingdom's blocks and expressions written ahead of time.

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


def _b11e5502e67fb854b55bfeb0c4c60445(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 22: k for line, k in namespace['_AT'].items()}
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


def _d32395fecd5057e379958adfdc22d12d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _fn_scores = namespace['_fn_scores']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _AT = {line + 54: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['rank_key']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_p = frame['l']['p']
                value = _owned((_add(vm, _mul(vm, _fn_scores(vm)[v_p], 1000000), _V['stamp'][v_p])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d32395fecd5057e379958adfdc22d12d'] = _d32395fecd5057e379958adfdc22d12d


def _9ebf4ba0a8fd43e73bb23f65bf58fc74(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_key = namespace['_a0_key']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 96: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['supply']
                index = _a0_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                value = _owned((_add(vm, _V['supply']['corrupt'], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['9ebf4ba0a8fd43e73bb23f65bf58fc74'] = _9ebf4ba0a8fd43e73bb23f65bf58fc74


def _8abb00cafa75c89d71f7b17f2d4366b9(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _sliced = namespace['_sliced']
    _AT = {line + 133: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_others = (stack[-2]['l']['others'] if 'others' in stack[-2]['l'] else vm.vars['others'])
                value = (_add(vm, _V['persons'], _sliced(vm, v_others[:_V['extra_persons']])))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8abb00cafa75c89d71f7b17f2d4366b9'] = _8abb00cafa75c89d71f7b17f2d4366b9


def _243dc980f49db0aa945b07a0df275c0e(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 168: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_p = stack[-2]['l']['p']
                value = (_fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'commoner'), [[3, 9], [2, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['243dc980f49db0aa945b07a0df275c0e'] = _243dc980f49db0aa945b07a0df275c0e


def _bacb915f488e9c1117cbdc1830db3e83(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 203: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_p = stack[-2]['l']['p']
                value = (_fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'corrupt'), [[2, 3], [1, 6], [0, 9]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bacb915f488e9c1117cbdc1830db3e83'] = _bacb915f488e9c1117cbdc1830db3e83


def _5f46d987a56176421ed3d43b38ff48ad(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned = namespace['_owned']
    _p_min = namespace['_p_min']
    _sub = namespace['_sub']
    _AT = {line + 238: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                value = ([5, 7, 9][_sub(vm, _p_min(vm, _V['council'], 3), 1)])
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5f46d987a56176421ed3d43b38ff48ad'] = _5f46d987a56176421ed3d43b38ff48ad


def _ba0fb79a29420128bdf35dca6c5a31bd(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_count = namespace['_a0_count']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 271: k for line, k in namespace['_AT'].items()}
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
                v_me = stack[-3]['l']['me']
                p = (v_me)
                src = _a0_src
                v_where_ = (stack[-2]['l']['where_'] if 'where_' in stack[-2]['l'] else vm.vars['where_'])
                dst = (v_where_)
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


FACTORIES['ba0fb79a29420128bdf35dca6c5a31bd'] = _ba0fb79a29420128bdf35dca6c5a31bd


def _26626c978d3164e86476ef73f5048ca2(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 321: k for line, k in namespace['_AT'].items()}
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
                v_person = frame['l']['person']
                src = (v_person)
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


FACTORIES['26626c978d3164e86476ef73f5048ca2'] = _26626c978d3164e86476ef73f5048ca2


def _2dfc0d4c49fad0f1c9b23fde7b79729a(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 371: k for line, k in namespace['_AT'].items()}
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
                v_q = frame['l']['q']
                p = (v_q)
                v_t = stack[-3]['l']['t']
                src = (v_t)
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


FACTORIES['2dfc0d4c49fad0f1c9b23fde7b79729a'] = _2dfc0d4c49fad0f1c9b23fde7b79729a


def _c5e8635bdbc2dc38fcd40a95d8fe31aa(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_card_name = namespace['_fn_card_name']
    _fn_card_names = namespace['_fn_card_names']
    _fn_lookup = namespace['_fn_lookup']
    _fn_prop = namespace['_fn_prop']
    _in = namespace['_in']
    _le = namespace['_le']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 429: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_card = frame['l']['card']
                    v_me = stack[-4]['l']['me']
                    block = 'management/62/63/64/65' if (not _in(vm, _fn_card_name(vm, v_card), _fn_card_names(vm, _V['buildings'][v_me])) and (_fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0 or _le(vm, _p_max(vm, 0, _sub(vm, _fn_prop(vm, v_card, 'cost'), _fn_lookup(vm, _V['boost'][v_me], 'disc_build', 0))), _V['gold'][v_me]))) else None
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


FACTORIES['c5e8635bdbc2dc38fcd40a95d8fe31aa'] = _c5e8635bdbc2dc38fcd40a95d8fe31aa


def _15e043c77a168b357786695274f41376(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 473: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_kind = frame['l']['kind']
                    block = 'gain/52' if (_V['supply'][v_kind] > 0) else 'gain/55'
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


FACTORIES['15e043c77a168b357786695274f41376'] = _15e043c77a168b357786695274f41376


def _bdbac977e1263d3ee75ce7d7e4708a3d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_block = namespace['_a0_block']
    _too_deep = namespace['_too_deep']
    _AT = {line + 519: k for line, k in namespace['_AT'].items()}
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
    _AT = {line + 567: k for line, k in namespace['_AT'].items()}
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


def _01fb884011c2db11019343f70d0e4a24(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_2 = namespace['_a0_w_2']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 619: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_kind = frame['l']['kind']
                    value = (v_kind)
                    local['kind'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['to'] = _a0_w_2
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


FACTORIES['01fb884011c2db11019343f70d0e4a24'] = _01fb884011c2db11019343f70d0e4a24


def _ac7ad87dc62d6ce7004f0cac32f08cb7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 675: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a0_w_1
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


FACTORIES['ac7ad87dc62d6ce7004f0cac32f08cb7'] = _ac7ad87dc62d6ce7004f0cac32f08cb7


def _c9b5309e567a15fc63537279242ab2c0(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 727: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_e = stack[-2]['l']['e']
                    value = (v_e['fame'])
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['c9b5309e567a15fc63537279242ab2c0'] = _c9b5309e567a15fc63537279242ab2c0


def _16a22b591b148962fb8ca62b624e7404(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 781: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
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


FACTORIES['16a22b591b148962fb8ca62b624e7404'] = _16a22b591b148962fb8ca62b624e7404


def _2963b36c1d636397f8afc3b54dd370ce(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 832: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    value = (v_act[1])
                    local['card'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['2963b36c1d636397f8afc3b54dd370ce'] = _2963b36c1d636397f8afc3b54dd370ce


def _f93cf25047c7a7cbe246cfe1a87a1a4f(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 886: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    value = (v_act[1])
                    local['person'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    local['use_free'] = (v_act[0] == 'sponsor-free')
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


FACTORIES['f93cf25047c7a7cbe246cfe1a87a1a4f'] = _f93cf25047c7a7cbe246cfe1a87a1a4f


def _85ea0244934eb131d1e33757b051e08e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 942: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    value = (v_act[1])
                    local['t'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    local['use_free'] = (v_act[0] == 'conquer-free')
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


FACTORIES['85ea0244934eb131d1e33757b051e08e'] = _85ea0244934eb131d1e33757b051e08e


def _6b6591e4fa8bf78c24218a8a71fe5385(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _fn_prop = namespace['_fn_prop']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 999: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_b = stack[-2]['l']['b']
                    local['e'] = (_fn_prop(vm, v_b, 'passive'))
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


FACTORIES['6b6591e4fa8bf78c24218a8a71fe5385'] = _6b6591e4fa8bf78c24218a8a71fe5385


def _7297b041d616405e1dadc96b615dfa5e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1052: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_row = stack[-3]['l']['row']
                    value = (v_row)
                    local['e'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['7297b041d616405e1dadc96b615dfa5e'] = _7297b041d616405e1dadc96b615dfa5e


def _8565485199a5ef912d8d57aa9e501ba1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1107: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a0_w_1
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


FACTORIES['8565485199a5ef912d8d57aa9e501ba1'] = _8565485199a5ef912d8d57aa9e501ba1


def _70273d507d8cbc450acbf49c20ca6063(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1159: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-4]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_placing = (stack[-3]['l']['placing'] if 'placing' in stack[-3]['l'] else vm.vars['placing'])
                    value = (v_placing[0])
                    local['building'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_row = frame['l']['row']
                    value = (v_row)
                    local['row'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['70273d507d8cbc450acbf49c20ca6063'] = _70273d507d8cbc450acbf49c20ca6063


def _fcd067b05e8b5e3b2327b30c91689617(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1217: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-4]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a0_w_1
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


FACTORIES['fcd067b05e8b5e3b2327b30c91689617'] = _fcd067b05e8b5e3b2327b30c91689617


def _215e08c723a514d9c7cd870a3adec488(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_prop = namespace['_fn_prop']
    _AT = {line + 1265: k for line, k in namespace['_AT'].items()}
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
                    v_b = frame['l']['b']
                    block = 'turn/16/17' if (_fn_prop(vm, v_b, 'passive') is not None) else None
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


FACTORIES['215e08c723a514d9c7cd870a3adec488'] = _215e08c723a514d9c7cd870a3adec488


def _0627c4da2d62675ee68c56c773094524(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _in = namespace['_in']
    _AT = {line + 1308: k for line, k in namespace['_AT'].items()}
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
                    v_e = stack[-2]['l']['e']
                    v_key = frame['l']['key']
                    block = 'effect/45/46' if (_in(vm, v_key, v_e)) else None
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


FACTORIES['0627c4da2d62675ee68c56c773094524'] = _0627c4da2d62675ee68c56c773094524


def _393f7c66760b6d432400a46adb4457c2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _in = namespace['_in']
    _AT = {line + 1352: k for line, k in namespace['_AT'].items()}
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
                    v_kind = frame['l']['kind']
                    v_slot = stack[-3]['l']['slot']
                    block = 'placement/20/21/22/23/24/25' if (_in(vm, v_kind, v_slot['accepts'])) else None
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


FACTORIES['393f7c66760b6d432400a46adb4457c2'] = _393f7c66760b6d432400a46adb4457c2


def _d5730e022e8317732f4cb12a434f6db3(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1395: k for line, k in namespace['_AT'].items()}
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
                    v_kind = stack[-2]['l']['kind']
                    block = 'gain/55/56' if (v_kind == 'corrupt') else None
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


FACTORIES['d5730e022e8317732f4cb12a434f6db3'] = _d5730e022e8317732f4cb12a434f6db3


def _6e1933b8006f78d0544757bae50a368b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _in = namespace['_in']
    _AT = {line + 1438: k for line, k in namespace['_AT'].items()}
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
                    v_linked = stack[-2]['l']['linked']
                    v_t = frame['l']['t']
                    block = 'council/94/95/96' if (_in(vm, v_t, v_linked)) else None
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


FACTORIES['6e1933b8006f78d0544757bae50a368b'] = _6e1933b8006f78d0544757bae50a368b


def _91203856225eb780c7e4a08676090809(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_where = namespace['_fn_where']
    _AT = {line + 1482: k for line, k in namespace['_AT'].items()}
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
                    v_p = frame['l']['p']
                    block = 'standing/112/113' if (_fn_where(vm, 'castle', v_p) is None) else None
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


FACTORIES['91203856225eb780c7e4a08676090809'] = _91203856225eb780c7e4a08676090809


def _ec5334d80fb2165d9dbc4452e128bf77(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1524: k for line, k in namespace['_AT'].items()}
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
                    v_use_free = frame['l']['use_free']
                    block = 'pay/81' if (v_use_free) else 'pay/82'
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


FACTORIES['ec5334d80fb2165d9dbc4452e128bf77'] = _ec5334d80fb2165d9dbc4452e128bf77


def _f62049361d896926a9fe097ededcce2a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1566: k for line, k in namespace['_AT'].items()}
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
                    v_what = stack[-2]['l']['what']
                    block = 'pay/82/83' if (v_what == 'gold') else 'pay/82/84'
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


FACTORIES['f62049361d896926a9fe097ededcce2a'] = _f62049361d896926a9fe097ededcce2a


def _4143766438022d068a76e1f9f17e03f2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1610: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/99/100', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/99/100'](vm, body)
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


FACTORIES['4143766438022d068a76e1f9f17e03f2'] = _4143766438022d068a76e1f9f17e03f2


def _b796e5036f869b3e7efd7b808b3a847b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1660: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'management/62/66/67', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62/66/67'](vm, body)
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


FACTORIES['b796e5036f869b3e7efd7b808b3a847b'] = _b796e5036f869b3e7efd7b808b3a847b


def _6ed9cb4e99a052ed87c2790b99624e2f(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1710: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'fame-order/18', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['fame-order/18'](vm, body)
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


FACTORIES['6ed9cb4e99a052ed87c2790b99624e2f'] = _6ed9cb4e99a052ed87c2790b99624e2f


def _3720e2d03ed8a191d9c601a1cfface97(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1760: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'final-scoring/115', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['final-scoring/115'](vm, body)
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


FACTORIES['3720e2d03ed8a191d9c601a1cfface97'] = _3720e2d03ed8a191d9c601a1cfface97


def _5f60155af66ec281e2653e3bc03aa0a1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_distinct = namespace['_fn_distinct']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1811: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_distinct(vm, _V['display']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'management/62/63/64', "pc": 0, "l": {'card': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62/63/64'](vm, body)
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


FACTORIES['5f60155af66ec281e2653e3bc03aa0a1'] = _5f60155af66ec281e2653e3bc03aa0a1


def _093df01314ec85c81cfb7309531c2f84(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _AT = {line + 1863: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _V['extra_persons'])))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/5/6', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/5/6'](vm, body)
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


FACTORIES['093df01314ec85c81cfb7309531c2f84'] = _093df01314ec85c81cfb7309531c2f84


def _41ab9d6fa58c9ecff9eae5a44c56dd4d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _p_sorted = namespace['_p_sorted']
    _AT = {line + 1914: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_sorted(vm, _V['piles']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/13/14', "pc": 0, "l": {'name': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/13/14'](vm, body)
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


FACTORIES['41ab9d6fa58c9ecff9eae5a44c56dd4d'] = _41ab9d6fa58c9ecff9eae5a44c56dd4d


def _41c84e63aca24e9d7a466b191345b8e1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1967: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_me = stack[-3]['l']['me']
                    v_mine = stack[-2]['l']['mine']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _fn_without(vm, _fn_areas(vm, 'territory'), _V['blocked']), _add(vm, v_mine, _V['attacked'][v_me])))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'management/62/70/71', "pc": 0, "l": {'t': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62/70/71'](vm, body)
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


FACTORIES['41c84e63aca24e9d7a466b191345b8e1'] = _41c84e63aca24e9d7a466b191345b8e1


def _420fc82166ef850cf823c074bec5c69e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_distinct = namespace['_fn_distinct']
    _owned_items = namespace['_owned_items']
    _AT = {line + 2020: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_me = stack[-5]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_distinct(vm, _V['waiting'][v_me]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21/22/23/24', "pc": 0, "l": {'kind': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21/22/23/24'](vm, body)
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


FACTORIES['420fc82166ef850cf823c074bec5c69e'] = _420fc82166ef850cf823c074bec5c69e


def _974b2ada9ff45e26f45d81bd3beac059(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_cond = namespace['_a0_cond']
    _AT = {line + 2070: k for line, k in namespace['_AT'].items()}
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
                    s = frame["s"] = {}
                while "stop" not in s:
                    if not _a0_cond:
                        break
                    body = {"b": 'management/62', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62'](vm, body)
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


FACTORIES['974b2ada9ff45e26f45d81bd3beac059'] = _974b2ada9ff45e26f45d81bd3beac059


def _c0f2cacaafe34b3febc6358b542965dd(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_cond = namespace['_a0_cond']
    _AT = {line + 2114: k for line, k in namespace['_AT'].items()}
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
                    s = frame["s"] = {}
                while "stop" not in s:
                    if not _a0_cond:
                        break
                    body = {"b": 'placement/20', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20'](vm, body)
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


FACTORIES['c0f2cacaafe34b3febc6358b542965dd'] = _c0f2cacaafe34b3febc6358b542965dd


def _49fc855a3553a8e3fea3ce6edad2788c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _AT = {line + 2161: k for line, k in namespace['_AT'].items()}
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
                    v_n = frame['l']['n']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, v_n)))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'draw/57', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['draw/57'](vm, body)
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


FACTORIES['49fc855a3553a8e3fea3ce6edad2788c'] = _49fc855a3553a8e3fea3ce6edad2788c


def _a0e3624d0306224bc0f3d10629230b83(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_count = namespace['_fn_count']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _AT = {line + 2214: k for line, k in namespace['_AT'].items()}
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
                    v_p = stack[-2]['l']['p']
                    v_person = frame['l']['person']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _fn_count(vm, v_person, v_p))))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/97/98', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/97/98'](vm, body)
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


FACTORIES['a0e3624d0306224bc0f3d10629230b83'] = _a0e3624d0306224bc0f3d10629230b83


def _5260767f6277827b29a1bf7a4a305cb2(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _r0 = namespace['_r0']
    _AT = {line + 2263: k for line, k in namespace['_AT'].items()}
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


def _80c43080de29ee857cd4d99b9be8a4aa(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_lookup = namespace['_fn_lookup']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 2304: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['army']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_disc = stack[-3]['l']['disc']
                v_me = stack[-3]['l']['me']
                v_price = stack[-3]['l']['price']
                value = _owned((_sub(vm, _V['army'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['80c43080de29ee857cd4d99b9be8a4aa'] = _80c43080de29ee857cd4d99b9be8a4aa


def _e5ac7bce707a8be92b2bf666e910f90d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_with_added = namespace['_fn_with_added']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _AT = {line + 2349: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['boost']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_with_added(vm, _V['boost'][v_me], 'refill' if v_e['refill'] > 0 else 'refill_all', _p_max(vm, v_e['refill'], 1))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e5ac7bce707a8be92b2bf666e910f90d'] = _e5ac7bce707a8be92b2bf666e910f90d


def _67c5c31470a68501e65eaa43d964b6b6(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_with_added = namespace['_fn_with_added']
    _owned = namespace['_owned']
    _AT = {line + 2392: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['boost']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_free = stack[-2]['l']['free']
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_with_added(vm, _V['boost'][v_me], v_free, -1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['67c5c31470a68501e65eaa43d964b6b6'] = _67c5c31470a68501e65eaa43d964b6b6


def _6bcc5dc94bfd4ee9f8c520a1182da6f1(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_with_added = namespace['_fn_with_added']
    _owned = namespace['_owned']
    _AT = {line + 2435: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['boost']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = stack[-3]['l']['e']
                v_key = stack[-2]['l']['key']
                v_me = stack[-3]['l']['me']
                value = _owned((_fn_with_added(vm, _V['boost'][v_me], v_key, v_e[v_key])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['6bcc5dc94bfd4ee9f8c520a1182da6f1'] = _6bcc5dc94bfd4ee9f8c520a1182da6f1


def _d841e61350b6b00652d48543a6517d21(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_lookup = namespace['_fn_lookup']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 2481: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['gold']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_disc = stack[-3]['l']['disc']
                v_me = stack[-3]['l']['me']
                v_price = stack[-3]['l']['price']
                value = _owned((_sub(vm, _V['gold'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d841e61350b6b00652d48543a6517d21'] = _d841e61350b6b00652d48543a6517d21


def _7a0251d7dfb3b5de300d61cb84f8fe69(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2525: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_kind = stack[-3]['l']['kind']
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['rest'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7a0251d7dfb3b5de300d61cb84f8fe69'] = _7a0251d7dfb3b5de300d61cb84f8fe69


def _bbfa0c87d7f327d20049509bda15b577(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _AT = {line + 2568: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['rest'][v_me], 'corrupt')), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bbfa0c87d7f327d20049509bda15b577'] = _bbfa0c87d7f327d20049509bda15b577


def _f859f9269844ec24f33038d2818f9d6a(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2610: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_kind = stack[-3]['l']['kind']
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['waiting'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f859f9269844ec24f33038d2818f9d6a'] = _f859f9269844ec24f33038d2818f9d6a


def _09ed8a9c309e1cfccc45f3bc00724f8b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _AT = {line + 2653: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['waiting'][v_me], 'corrupt')), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['09ed8a9c309e1cfccc45f3bc00724f8b'] = _09ed8a9c309e1cfccc45f3bc00724f8b


def _be2155b0c751e9a55de3699b045e52c9(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_prop = namespace['_fn_prop']
    _owned = namespace['_owned']
    _AT = {line + 2693: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_b = frame['l']['b']
                v_built = stack[-2]['l']['built']
                value = (_add(vm, v_built, _fn_prop(vm, v_b, 'fame')))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['built'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['be2155b0c751e9a55de3699b045e52c9'] = _be2155b0c751e9a55de3699b045e52c9


def _03dafefdee495e457c853d0e65169f09(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2727: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_b = stack[-5]['l']['b']
                v_i = stack[-5]['l']['i']
                v_kind = stack[-2]['l']['kind']
                v_opts = stack[-6]['l']['opts']
                value = (_add(vm, v_opts, [[v_b, v_i, v_kind]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-6]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['03dafefdee495e457c853d0e65169f09'] = _03dafefdee495e457c853d0e65169f09


def _66480000173ade5365e365dc73dea9fa(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2763: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_card = stack[-2]['l']['card']
                v_opts = stack[-4]['l']['opts']
                value = (_add(vm, v_opts, [['build', v_card]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-4]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['66480000173ade5365e365dc73dea9fa'] = _66480000173ade5365e365dc73dea9fa


def _52d77781e908a32e94d25ab5c666f3eb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _AT = {line + 2798: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_colours = stack[-2]['l']['colours']
                value = (_fn_tier(vm, _p_max(vm, v_colours), [[6, 9], [4, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['52d77781e908a32e94d25ab5c666f3eb'] = _52d77781e908a32e94d25ab5c666f3eb


def _21df1b845461a4ede47f313a8d09909d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _p_min = namespace['_p_min']
    _AT = {line + 2832: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_colours = stack[-2]['l']['colours']
                value = (_mul(vm, 3, _p_min(vm, _p_min(vm, v_colours), 3)))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['21df1b845461a4ede47f313a8d09909d'] = _21df1b845461a4ede47f313a8d09909d


def _fbeabf537564324d5fde15a4b1d1bea6(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _owned = namespace['_owned']
    _AT = {line + 2866: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_markers = stack[-3]['l']['markers']
                v_p = stack[-3]['l']['p']
                v_t = stack[-2]['l']['t']
                value = (_add(vm, v_markers, _fn_count(vm, v_t, v_p)))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['markers'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['fbeabf537564324d5fde15a4b1d1bea6'] = _fbeabf537564324d5fde15a4b1d1bea6


def _e6ca594e1bb3d8d4f443eb3f3e113e4e(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2901: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_n = stack[-3]['l']['n']
                value = (_add(vm, v_n, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['n'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e6ca594e1bb3d8d4f443eb3f3e113e4e'] = _e6ca594e1bb3d8d4f443eb3f3e113e4e


def _30299f36c6d2516b3376fd505497821c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 2934: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_on_land = stack[-2]['l']['on_land']
                value = (_fn_tier(vm, v_on_land, [[5, 9], [4, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['30299f36c6d2516b3376fd505497821c'] = _30299f36c6d2516b3376fd505497821c


def _e39a3beb3a3f75ee646e9bfcf366fa91(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2967: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-2]['l']['opts']
                value = (_add(vm, v_opts, ['tax']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e39a3beb3a3f75ee646e9bfcf366fa91'] = _e39a3beb3a3f75ee646e9bfcf366fa91


def _1fca56750a8aad13ed8827c8b37f2ade(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 3000: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-4]['l']['opts']
                v_person = stack[-2]['l']['person']
                value = (_add(vm, v_opts, [['sponsor', v_person]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-4]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1fca56750a8aad13ed8827c8b37f2ade'] = _1fca56750a8aad13ed8827c8b37f2ade


def _d5ad23b4334e664538102bfec70abaad(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 3034: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-4]['l']['opts']
                v_person = stack[-2]['l']['person']
                value = (_add(vm, v_opts, [['sponsor-free', v_person]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-4]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d5ad23b4334e664538102bfec70abaad'] = _d5ad23b4334e664538102bfec70abaad


def _e9d0f4b38521afe4030c9dc0e85d5517(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 3068: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-5]['l']['opts']
                v_t = stack[-3]['l']['t']
                value = (_add(vm, v_opts, [['conquer', v_t]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-5]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e9d0f4b38521afe4030c9dc0e85d5517'] = _e9d0f4b38521afe4030c9dc0e85d5517


def _5d18cff5da59a0ed4635e10ff351cdf1(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 3102: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-5]['l']['opts']
                v_t = stack[-3]['l']['t']
                value = (_add(vm, v_opts, [['conquer-free', v_t]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-5]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5d18cff5da59a0ed4635e10ff351cdf1'] = _5d18cff5da59a0ed4635e10ff351cdf1


def _50b1de8a43d8f3e4de8936d741867e79(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _AT = {line + 3135: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_p = stack[-2]['l']['p']
                value = (7 if _add(vm, _fn_count(vm, 'princess-1', v_p), _fn_count(vm, 'princess-2', v_p)) >= 2 else 5)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['50b1de8a43d8f3e4de8936d741867e79'] = _50b1de8a43d8f3e4de8936d741867e79


def _b66db14dafa8e063154e28f74f145df4(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _AT = {line + 3164: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_p = stack[-2]['l']['p']
                value = (8 if _fn_pieces_on(vm, 'palace', v_p) > 0 else 4)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b66db14dafa8e063154e28f74f145df4'] = _b66db14dafa8e063154e28f74f145df4


def _0762049c98c9de82636e6455c63b3ee8(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _storable = namespace['_storable']
    _AT = {line + 3194: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_p = stack[-2]['l']['p']
                value = _storable((_fn_pieces_on(vm, 'person', v_p)), vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0762049c98c9de82636e6455c63b3ee8'] = _0762049c98c9de82636e6455c63b3ee8


def _d4553564bcb22d6bdf0c8f246acb1a1e(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 3225: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_specialists = stack[-2]['l']['specialists']
                value = (_fn_tier(vm, v_specialists, [[5, 9], [4, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d4553564bcb22d6bdf0c8f246acb1a1e'] = _d4553564bcb22d6bdf0c8f246acb1a1e


def _9cc63ff94fe03561c21128259a6aff66(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 3255: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = (['tax'])
                stack[-3]['l']['ways'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['9cc63ff94fe03561c21128259a6aff66'] = _9cc63ff94fe03561c21128259a6aff66


def _218cb02fc334ae22095acb34561eb1fb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 3282: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = (['use'])
                stack[-3]['l']['ways'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['218cb02fc334ae22095acb34561eb1fb'] = _218cb02fc334ae22095acb34561eb1fb


def _67fe0274f7cced464630c270a5cc4d88(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_0 = namespace['_a0_0']
    _AT = {line + 3310: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['67fe0274f7cced464630c270a5cc4d88'] = _67fe0274f7cced464630c270a5cc4d88


def _4305ca68a68315b5c075a3fa408a9e2d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_0 = namespace['_a0_0']
    _AT = {line + 3338: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-3]['l']['built'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['4305ca68a68315b5c075a3fa408a9e2d'] = _4305ca68a68315b5c075a3fa408a9e2d


def _b78d4d9a18fed6cd83d9955242af1bb2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_value = namespace['_a0_value']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_value = namespace['_a1_value']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_value = namespace['_a2_value']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a3_refuse = namespace['_a3_refuse']
    _a3_var = namespace['_a3_var']
    _a3_within = namespace['_a3_within']
    _a4_refuse = namespace['_a4_refuse']
    _a4_var = namespace['_a4_var']
    _a4_within = namespace['_a4_within']
    _a5_refuse = namespace['_a5_refuse']
    _a5_var = namespace['_a5_var']
    _a5_within = namespace['_a5_within']
    _a7_block = namespace['_a7_block']
    _a8_block = namespace['_a8_block']
    _a9_block = namespace['_a9_block']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3396: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 10
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['taxed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                value = _a0_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
                target = vm.vars['used']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
                target = vm.vars['attacked']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_me])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'turn/16', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/16'](vm, body)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a7_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a7_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a8_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a8_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a9_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a9_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 9
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
            if pc <= 4:
                target = vm.vars['used']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
            if pc <= 5:
                target = vm.vars['attacked']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
            if pc <= 6:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_me])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'turn/16', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/16'](vm, body)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 7:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a7_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a7_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a8_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a8_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a9_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a9_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 9
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


FACTORIES['b78d4d9a18fed6cd83d9955242af1bb2'] = _b78d4d9a18fed6cd83d9955242af1bb2


def _85363c6c1e657e890afcb8796990392e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a5_kind = namespace['_a5_kind']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_where = namespace['_fn_where']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _storable = namespace['_storable']
    _AT = {line + 3698: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 11
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['opts'] = ([])
                v_me = stack[-2]['l']['me']
                local['mine'] = _storable((_add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me)])), vm)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/63' if (_p_len(vm, _V['flipped'][v_me]) == 0) else None
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
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/66' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
                if frame["s"] is None:
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/70' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/75' if (not _V['taxed'][v_me]) else None
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
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'act' in _d or 'act' not in vm.vars:
                        _d['act'] = value
                    else:
                        vm.vars['act'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'act' in _d or 'act' not in vm.vars:
                            _d['act'] = value
                        else:
                            vm.vars['act'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 5
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a5_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a5_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/76' if (v_act is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/77' if (v_act == 'tax') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/78' if (v_act != 'tax' and v_act[0] == 'build') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/79' if (v_act != 'tax' and v_act[0] in ['sponsor', 'sponsor-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/80' if (v_act != 'tax' and v_act[0] in ['conquer', 'conquer-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/63' if (_p_len(vm, _V['flipped'][v_me]) == 0) else None
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
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/66' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
            if pc <= 3:
                if frame["s"] is None:
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/70' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
            if pc <= 4:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/75' if (not _V['taxed'][v_me]) else None
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
            if pc <= 5:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'act' in _d or 'act' not in vm.vars:
                        _d['act'] = value
                    else:
                        vm.vars['act'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'act' in _d or 'act' not in vm.vars:
                            _d['act'] = value
                        else:
                            vm.vars['act'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 5
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a5_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a5_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 6:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/76' if (v_act is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 7:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/77' if (v_act == 'tax') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/78' if (v_act != 'tax' and v_act[0] == 'build') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/79' if (v_act != 'tax' and v_act[0] in ['sponsor', 'sponsor-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 10:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/80' if (v_act != 'tax' and v_act[0] in ['conquer', 'conquer-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
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


FACTORIES['85363c6c1e657e890afcb8796990392e'] = _85363c6c1e657e890afcb8796990392e


def _cd88efeff460aa3b5f277cfda4bbba99(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _a2 = namespace['_a2']
    _a4 = namespace['_a4']
    _a6 = namespace['_a6']
    _a7_0 = namespace['_a7_0']
    _add = namespace['_add']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _p_len = namespace['_p_len']
    _r2 = namespace['_r2']
    _r4 = namespace['_r4']
    _r6 = namespace['_r6']
    _sliced = namespace['_sliced']
    _too_deep = namespace['_too_deep']
    _AT = {line + 4102: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 11
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
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
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
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
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
                value = (_sliced(vm, (frame['l']['mixed_persons'] if 'mixed_persons' in frame['l'] else vm.vars['mixed_persons'])[:5]) if _fn_option(vm, 'base_persons') == 'random' else _fn_option(vm, 'base_persons'))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
                signal = _r4(vm, frame, _a4)
                if signal:
                    frame["pc"] = 4
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 4
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    block = 'setup/4' if (_fn_option(vm, 'extra_persons') == 'random') else 'setup/5'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                signal = _r6(vm, frame, _a6)
                if signal:
                    frame["pc"] = 6
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 6
                    return 2
                frame["s"] = None
                local = frame["l"]
                local['k'] = _a7_0
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/7', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/7'](vm, body)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                value = (_add(vm, _p_len(vm, _V['players']), 1))
                vm.vars['clock'] = value
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/8', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/8'](vm, body)
                    if signal != _END:
                        frame["pc"] = 10
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
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
            if pc <= 3:
                value = (_sliced(vm, (frame['l']['mixed_persons'] if 'mixed_persons' in frame['l'] else vm.vars['mixed_persons'])[:5]) if _fn_option(vm, 'base_persons') == 'random' else _fn_option(vm, 'base_persons'))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
            if pc <= 4:
                signal = _r4(vm, frame, _a4)
                if signal:
                    frame["pc"] = 4
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 4
                    return 2
                frame["s"] = None
            if pc <= 5:
                if frame["s"] is None:
                    block = 'setup/4' if (_fn_option(vm, 'extra_persons') == 'random') else 'setup/5'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
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
                local = frame["l"]
                local['k'] = _a7_0
            if pc <= 8:
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/7', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/7'](vm, body)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 9:
                _V = vm.vars
                value = (_add(vm, _p_len(vm, _V['players']), 1))
                vm.vars['clock'] = value
            if pc <= 10:
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/8', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/8'](vm, body)
                    if signal != _END:
                        frame["pc"] = 10
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


FACTORIES['cd88efeff460aa3b5f277cfda4bbba99'] = _cd88efeff460aa3b5f277cfda4bbba99


def _bd20107b867a925571384feba8268f8b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a6_block = namespace['_a6_block']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _sub = namespace['_sub']
    _too_deep = namespace['_too_deep']
    _AT = {line + 4389: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 11
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = frame['l']['e']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _sub(vm, _V['gold'][v_me], _fn_lookup(vm, v_e, 'pay_gold', 0)), _fn_lookup(vm, v_e, 'gold', 0))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = frame['l']['e']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _sub(vm, _V['army'][v_me], _fn_lookup(vm, v_e, 'pay_army', 0)), _fn_lookup(vm, v_e, 'army', 0))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/38' if (_fn_lookup(vm, v_e, 'fame', 0) > 0) else None
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
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_lookup(vm, v_e, 'gain', []))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/39', "pc": 0, "l": {'kind': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/39'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _fn_lookup(vm, v_e, 'remove', 0))))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/40', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/40'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    _V = vm.vars
                    v_e = frame['l']['e']
                    block = 'effect/44' if (_fn_lookup(vm, v_e, 'swap') is not None and _in(vm, v_e['swap'][0], _V['waiting'][frame['l']['me']]) and (_V['supply'][v_e['swap'][1]] > 0)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_e = frame['l']['e']
                    value = (_fn_lookup(vm, v_e, 'draw', 0))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a6_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a6_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": list((['disc_build', 'disc_conquer', 'disc_sponsor', 'free_build', 'free_conquer', 'free_sponsor']))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/45', "pc": 0, "l": {'key': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/45'](vm, body)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/47' if (_in(vm, 'refill', v_e)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/48' if (_fn_lookup(vm, v_e, 'add_marker') == 'territory' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/50' if (_fn_lookup(vm, v_e, 'add_marker') == 'person' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = frame['l']['e']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _sub(vm, _V['army'][v_me], _fn_lookup(vm, v_e, 'pay_army', 0)), _fn_lookup(vm, v_e, 'army', 0))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/38' if (_fn_lookup(vm, v_e, 'fame', 0) > 0) else None
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
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_lookup(vm, v_e, 'gain', []))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/39', "pc": 0, "l": {'kind': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/39'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _fn_lookup(vm, v_e, 'remove', 0))))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/40', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/40'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                if frame["s"] is None:
                    _V = vm.vars
                    v_e = frame['l']['e']
                    block = 'effect/44' if (_fn_lookup(vm, v_e, 'swap') is not None and _in(vm, v_e['swap'][0], _V['waiting'][frame['l']['me']]) and (_V['supply'][v_e['swap'][1]] > 0)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 6:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_e = frame['l']['e']
                    value = (_fn_lookup(vm, v_e, 'draw', 0))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a6_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a6_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 7:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": list((['disc_build', 'disc_conquer', 'disc_sponsor', 'free_build', 'free_conquer', 'free_sponsor']))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/45', "pc": 0, "l": {'key': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/45'](vm, body)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/47' if (_in(vm, 'refill', v_e)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/48' if (_fn_lookup(vm, v_e, 'add_marker') == 'territory' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 10:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/50' if (_fn_lookup(vm, v_e, 'add_marker') == 'person' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
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


FACTORIES['bd20107b867a925571384feba8268f8b'] = _bd20107b867a925571384feba8268f8b


def _6c9c5fee54b39301268530beed8e27c7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a12_block = namespace['_a12_block']
    _a13_refuse = namespace['_a13_refuse']
    _a13_var = namespace['_a13_var']
    _a13_within = namespace['_a13_within']
    _a14_refuse = namespace['_a14_refuse']
    _a14_var = namespace['_a14_var']
    _a14_within = namespace['_a14_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_value = namespace['_a1_value']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_value = namespace['_a2_value']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a4_refuse = namespace['_a4_refuse']
    _a4_var = namespace['_a4_var']
    _a4_within = namespace['_a4_within']
    _a5_refuse = namespace['_a5_refuse']
    _a5_var = namespace['_a5_var']
    _a5_within = namespace['_a5_within']
    _a6_refuse = namespace['_a6_refuse']
    _a6_var = namespace['_a6_var']
    _a6_within = namespace['_a6_within']
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_option = namespace['_fn_option']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _too_deep = namespace['_too_deep']
    _AT = {line + 4816: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 15
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
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    _V = vm.vars
                    v_me = frame['l']['me']
                    value = (_add(vm, _V['gold'][v_me], _V['army'][v_me]))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
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
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/88' if (not _V['taxed'][v_me]) else None
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
                target = vm.vars['rest']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _add(vm, _V['rest'][v_me], _V['placed'][v_me]), _V['waiting'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
                target = vm.vars['placed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
                target = vm.vars['waiting']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a6_refuse(_a6_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a6_within(vm, target)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/89' if (_fn_lookup(vm, _V['boost'][v_me], 'refill_all', 0) > 0 and _p_len(vm, _V['rest'][v_me]) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
                local = frame["l"]
                _V = vm.vars
                v_me = frame['l']['me']
                value = (_fn_lookup(vm, _V['boost'][v_me], 'refill', 0))
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    _V = vm.vars
                    v_left = frame['l']['left']
                    if not (v_left > 0 and _p_len(vm, _V['rest'][frame['l']['me']]) > 0):
                        break
                    body = {"b": 'rest/90', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['rest/90'](vm, body)
                    if signal != _END:
                        frame["pc"] = 9
                        return signal
                    stack.pop()
                frame["s"] = None
                local = frame["l"]
                value = (_fn_option(vm, 'draw_count'))
                local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'rest/92' if (_fn_pieces_on(vm, 'palace', v_me) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_n = frame['l']['n']
                    value = (v_n)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a12_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a12_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 12
                        return signal
                    stack.pop()
                frame["s"] = None
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a13_refuse(_a13_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a13_within(vm, target)
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a14_refuse(_a14_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a14_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/88' if (not _V['taxed'][v_me]) else None
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
            if pc <= 4:
                target = vm.vars['rest']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _add(vm, _V['rest'][v_me], _V['placed'][v_me]), _V['waiting'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
            if pc <= 5:
                target = vm.vars['placed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
            if pc <= 6:
                target = vm.vars['waiting']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a6_refuse(_a6_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a6_within(vm, target)
            if pc <= 7:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/89' if (_fn_lookup(vm, _V['boost'][v_me], 'refill_all', 0) > 0 and _p_len(vm, _V['rest'][v_me]) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 8:
                local = frame["l"]
                _V = vm.vars
                v_me = frame['l']['me']
                value = (_fn_lookup(vm, _V['boost'][v_me], 'refill', 0))
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
            if pc <= 9:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    _V = vm.vars
                    v_left = frame['l']['left']
                    if not (v_left > 0 and _p_len(vm, _V['rest'][frame['l']['me']]) > 0):
                        break
                    body = {"b": 'rest/90', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['rest/90'](vm, body)
                    if signal != _END:
                        frame["pc"] = 9
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 10:
                local = frame["l"]
                value = (_fn_option(vm, 'draw_count'))
                local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
            if pc <= 11:
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'rest/92' if (_fn_pieces_on(vm, 'palace', v_me) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 12:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_n = frame['l']['n']
                    value = (v_n)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a12_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a12_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 12
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 13:
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a13_refuse(_a13_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a13_within(vm, target)
            if pc <= 14:
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a14_refuse(_a14_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a14_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['6c9c5fee54b39301268530beed8e27c7'] = _6c9c5fee54b39301268530beed8e27c7


def _0d5af08d84f20ad2e097149e44db9a69(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a4_0 = namespace['_a4_0']
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _fn_props_of = namespace['_fn_props_of']
    _owned = namespace['_owned']
    _sliced = namespace['_sliced']
    _storable = namespace['_storable']
    _AT = {line + 5209: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 16
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_person = frame['l']['person']
                value = (_sliced(vm, v_person[:8]) if _sliced(vm, v_person[:8]) == 'princess' else v_person)
                local['kind'] = value if type(value) in _SCALARS else _owned(value, vm)
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['colours'] = _storable(([_fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'red'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'yellow'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'green')]), vm)
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['specialists'] = _storable((_add(vm, _add(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'soldier'), _fn_occurrences(vm, _V['waiting'][v_p], 'merchant')), _fn_occurrences(vm, _V['waiting'][v_p], 'priest'))), vm)
                local = frame["l"]
                v_p = frame['l']['p']
                local['on_land'] = _storable((_add(vm, _fn_pieces_on(vm, 'territory', v_p), 1)), vm)
                local = frame["l"]
                local['pts'] = _a4_0
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/101' if (v_kind == 'jester') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/102' if (v_kind == 'mayor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/103' if (v_kind == 'princess') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/104' if (v_kind == 'chancellor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/105' if (v_kind == 'prince') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/106' if (v_kind == 'architect') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/107' if (v_kind == 'queen') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/108' if (v_kind == 'chamberlain') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 12
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/109' if (v_kind == 'inquisitor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 13
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/110' if (v_kind == 'archbishop') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 14
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/111' if (v_kind == 'scholar') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 15
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['colours'] = _storable(([_fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'red'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'yellow'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'green')]), vm)
            if pc <= 2:
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['specialists'] = _storable((_add(vm, _add(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'soldier'), _fn_occurrences(vm, _V['waiting'][v_p], 'merchant')), _fn_occurrences(vm, _V['waiting'][v_p], 'priest'))), vm)
            if pc <= 3:
                local = frame["l"]
                v_p = frame['l']['p']
                local['on_land'] = _storable((_add(vm, _fn_pieces_on(vm, 'territory', v_p), 1)), vm)
            if pc <= 4:
                local = frame["l"]
                local['pts'] = _a4_0
            if pc <= 5:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/101' if (v_kind == 'jester') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 6:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/102' if (v_kind == 'mayor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 7:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/103' if (v_kind == 'princess') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/104' if (v_kind == 'chancellor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/105' if (v_kind == 'prince') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 10:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/106' if (v_kind == 'architect') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 11:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/107' if (v_kind == 'queen') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 12:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/108' if (v_kind == 'chamberlain') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 12
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 13:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/109' if (v_kind == 'inquisitor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 13
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 14:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/110' if (v_kind == 'archbishop') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 14
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 15:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/111' if (v_kind == 'scholar') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 15
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


FACTORIES['0d5af08d84f20ad2e097149e44db9a69'] = _0d5af08d84f20ad2e097149e44db9a69


def _5e07b5286e08eb409d3ccd6636861526(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _sliced = namespace['_sliced']
    _AT = {line + 5616: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_name = frame['l']['name']
                value = (_add(vm, _V['display'], _sliced(vm, _V['piles'][v_name][:_V['per_deal']])))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['display'] = value
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_name = frame['l']['name']
                value = _owned((_sliced(vm, _V['piles'][v_name][_V['per_deal']:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_name = frame['l']['name']
                value = _owned((_sliced(vm, _V['piles'][v_name][_V['per_deal']:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5e07b5286e08eb409d3ccd6636861526'] = _5e07b5286e08eb409d3ccd6636861526


def _060efdfcdfb6941bf8508acb1d3c4aa5(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 5675: k for line, k in namespace['_AT'].items()}
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
                    if 'person' in _d or 'person' not in vm.vars:
                        _d['person'] = value
                    else:
                        vm.vars['person'] = value
                else:
                    _V = vm.vars
                    opts = list((_fn_without(vm, _fn_areas(vm, 'person'), _V['persons'])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'person' in _d or 'person' not in vm.vars:
                            _d['person'] = value
                        else:
                            vm.vars['person'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        _V = vm.vars
                        player = (_V['players'][0])
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                _V = vm.vars
                v_person = (frame['l']['person'] if 'person' in frame['l'] else vm.vars['person'])
                value = (_add(vm, _V['persons'], [v_person]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
                return 3
            if pc <= 1:
                _V = vm.vars
                v_person = (frame['l']['person'] if 'person' in frame['l'] else vm.vars['person'])
                value = (_add(vm, _V['persons'], [v_person]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['060efdfcdfb6941bf8508acb1d3c4aa5'] = _060efdfcdfb6941bf8508acb1d3c4aa5


def _e36828828d1aedb0d131bb4e6f907a47(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_value = namespace['_a0_value']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 5757: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['taxed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                value = _a0_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['gold'][v_me], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['gold'][v_me], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e36828828d1aedb0d131bb4e6f907a47'] = _e36828828d1aedb0d131bb4e6f907a47


def _cf6e77787ec8c22abe4126ff5bb7260c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_key = namespace['_a1_key']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 5823: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                value = (['commoner', 'commoner', 'commoner', 'commoner'])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['supply']
                index = _a1_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                value = _owned((_sub(vm, _V['supply']['commoner'], 4)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['supply']
                index = _a1_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                value = _owned((_sub(vm, _V['supply']['commoner'], 4)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['cf6e77787ec8c22abe4126ff5bb7260c'] = _cf6e77787ec8c22abe4126ff5bb7260c


def _c7a97c024a54faa14828115921daa850(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _AT = {line + 5878: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                value = ({'all': [['red-1', 'yellow-1', 'green-1'], ['red-2', 'yellow-2', 'green-2'], ['red-3', 'yellow-3', 'green-3']]})
                vm.vars['pile_decks'] = value
                _V = vm.vars
                value = (_mul(vm, _V['per_deal'], 3))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['per_deal'] = value
                return 3
            if pc <= 1:
                _V = vm.vars
                value = (_mul(vm, _V['per_deal'], 3))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['per_deal'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c7a97c024a54faa14828115921daa850'] = _c7a97c024a54faa14828115921daa850


def _e4925d22e8932a7a8221185825880c4c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 5922: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_b = stack[-2]['l']['b']
                    v_i = stack[-2]['l']['i']
                    v_me = stack[-4]['l']['me']
                    block = 'placement/20/21/22/23' if (not _in(vm, [v_b, v_i], _V['used'][v_me]) and (v_i == 0 or _in(vm, [v_b, _sub(vm, v_i, 1)], _V['used'][v_me]))) else None
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
                v_i = stack[-2]['l']['i']
                value = (_add(vm, v_i, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['i'] = value
                return 3
            if pc <= 1:
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


FACTORIES['e4925d22e8932a7a8221185825880c4c'] = _e4925d22e8932a7a8221185825880c4c


def _bd6ec66a988ebf795daf892c38b07d33(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _p_len = namespace['_p_len']
    _AT = {line + 5979: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'draw/57/58' if (_p_len(vm, _V['bag'][v_me]) == 0) else None
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
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'draw/57/61' if (_p_len(vm, _V['bag'][v_me]) > 0) else None
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
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'draw/57/61' if (_p_len(vm, _V['bag'][v_me]) > 0) else None
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


FACTORIES['bd6ec66a988ebf795daf892c38b07d33'] = _bd6ec66a988ebf795daf892c38b07d33


def _aace29bb1e74f7deb260fcbd0bb23649(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_option = namespace['_fn_option']
    _owned_items = namespace['_owned_items']
    _p_sorted = namespace['_p_sorted']
    _AT = {line + 6059: k for line, k in namespace['_AT'].items()}
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
                    block = 'build-piles/10' if (_fn_option(vm, 'mixed_buildings')) else None
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
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_sorted(vm, _V['pile_decks']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11', "pc": 0, "l": {'name': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_sorted(vm, _V['pile_decks']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11', "pc": 0, "l": {'name': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11'](vm, body)
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


FACTORIES['aace29bb1e74f7deb260fcbd0bb23649'] = _aace29bb1e74f7deb260fcbd0bb23649


def _aac618911ee49ca0de68d3b45f8bdd7d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_block = namespace['_a0_block']
    _a1_block = namespace['_a1_block']
    _too_deep = namespace['_too_deep']
    _AT = {line + 6147: k for line, k in namespace['_AT'].items()}
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
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['aac618911ee49ca0de68d3b45f8bdd7d'] = _aac618911ee49ca0de68d3b45f8bdd7d


def _295612750299b63cea6ad565589c3cbe(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _a0_w_3 = namespace['_a0_w_3']
    _a0_w_4 = namespace['_a0_w_4']
    _a1_count = namespace['_a1_count']
    _a1_src = namespace['_a1_src']
    _add = namespace['_add']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _owned = namespace['_owned']
    _shift = namespace['_shift']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 6237: k for line, k in namespace['_AT'].items()}
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
                    local['free'] = _a0_w_1
                    v_use_free = frame['l']['use_free']
                    value = (v_use_free)
                    local['use_free'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['disc'] = _a0_w_3
                    local['what'] = _a0_w_4
                    v_me = frame['l']['me']
                    local['price'] = _storable((_add(vm, 2, _fn_pieces_on(vm, 'person', v_me))), vm)
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
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a1_src
                v_person = frame['l']['person']
                dst = (v_person)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a1_count))
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
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a1_src
                v_person = frame['l']['person']
                dst = (v_person)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a1_count))
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
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['295612750299b63cea6ad565589c3cbe'] = _295612750299b63cea6ad565589c3cbe


def _36b4bfcfefd894cd0a7c8ac8c0c9c5f2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _too_deep = namespace['_too_deep']
    _AT = {line + 6345: k for line, k in namespace['_AT'].items()}
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
                    v_p = stack[-3]['l']['p']
                    value = (v_p)
                    local['p'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_person = stack[-2]['l']['person']
                    value = (v_person)
                    local['person'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'pts'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('pts')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'pts' in _d:
                        _d['pts'] = value
                        break
                else:
                    if 'pts' in vm.vars:
                        vm.vars['pts'] = value
                    else:
                        stack[-1]['l']['pts'] = value
                frame["s"] = None
                v_gained = stack[-3]['l']['gained']
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'pts' in _d:
                        v_pts = _d['pts']
                        break
                else:
                    v_pts = vm.vars['pts']
                value = (_add(vm, v_gained, v_pts))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['gained'] = value
                return 3
            if pc <= 1:
                v_gained = stack[-3]['l']['gained']
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'pts' in _d:
                        v_pts = _d['pts']
                        break
                else:
                    v_pts = vm.vars['pts']
                value = (_add(vm, v_gained, v_pts))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['gained'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['36b4bfcfefd894cd0a7c8ac8c0c9c5f2'] = _36b4bfcfefd894cd0a7c8ac8c0c9c5f2


def _2aa254d0c73a2418fca8bf21be7fce00(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 6431: k for line, k in namespace['_AT'].items()}
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
                    v_short = stack[-2]['l']['short']
                    block = 'use-row/31/32' if (v_short <= 0) else None
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
                    _V = vm.vars
                    v_short = stack[-2]['l']['short']
                    block = 'use-row/31/33' if (v_short == 1 and (not _V['taxed'][stack[-2]['l']['me']])) else None
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
                    _V = vm.vars
                    v_short = stack[-2]['l']['short']
                    block = 'use-row/31/33' if (v_short == 1 and (not _V['taxed'][stack[-2]['l']['me']])) else None
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


FACTORIES['2aa254d0c73a2418fca8bf21be7fce00'] = _2aa254d0c73a2418fca8bf21be7fce00


def _54e156a1273512cfea1b1c2a4e909626(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _AT = {line + 6509: k for line, k in namespace['_AT'].items()}
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
                    if 'extra' in _d or 'extra' not in vm.vars:
                        _d['extra'] = value
                    else:
                        vm.vars['extra'] = value
                else:
                    opts = list((['draw']))
                    opts.append(None)
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
                if frame["s"] is None:
                    v_extra = (frame['l']['extra'] if 'extra' in frame['l'] else vm.vars['extra'])
                    block = 'rest/92/93' if (v_extra == 'draw') else None
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
                    v_extra = (frame['l']['extra'] if 'extra' in frame['l'] else vm.vars['extra'])
                    block = 'rest/92/93' if (v_extra == 'draw') else None
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


FACTORIES['54e156a1273512cfea1b1c2a4e909626'] = _54e156a1273512cfea1b1c2a4e909626


def _05edd158fd078371b08078bbf4ad53a1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 6597: k for line, k in namespace['_AT'].items()}
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
                    if 'where_' in _d or 'where_' not in vm.vars:
                        _d['where_'] = value
                    else:
                        vm.vars['where_'] = value
                else:
                    v_me = stack[-2]['l']['me']
                    opts = list((_fn_without(vm, _fn_areas_of(vm, 'person', v_me), _fn_areas_of(vm, 'person', v_me, 2))))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'where_' in _d or 'where_' not in vm.vars:
                            _d['where_'] = value
                        else:
                            vm.vars['where_'] = value
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
                if frame["s"] is None:
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/50/51' if (v_where_ is not None) else None
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
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/50/51' if (v_where_ is not None) else None
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


FACTORIES['05edd158fd078371b08078bbf4ad53a1'] = _05edd158fd078371b08078bbf4ad53a1


def _4f487de61a8d016e93d7d94575508164(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 6695: k for line, k in namespace['_AT'].items()}
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
                    if 'where_' in _d or 'where_' not in vm.vars:
                        _d['where_'] = value
                    else:
                        vm.vars['where_'] = value
                else:
                    v_me = stack[-2]['l']['me']
                    opts = list((_fn_without(vm, _fn_areas_of(vm, 'territory', v_me), _fn_areas_of(vm, 'territory', v_me, 2))))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'where_' in _d or 'where_' not in vm.vars:
                            _d['where_'] = value
                        else:
                            vm.vars['where_'] = value
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
                if frame["s"] is None:
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/48/49' if (v_where_ is not None) else None
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
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/48/49' if (v_where_ is not None) else None
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


FACTORIES['4f487de61a8d016e93d7d94575508164'] = _4f487de61a8d016e93d7d94575508164


def _b56dbf6b7edf7b3da6e9cd6e7cea93b7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _fn_prop = namespace['_fn_prop']
    _AT = {line + 6791: k for line, k in namespace['_AT'].items()}
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
                local['i'] = _a0_0
                s = frame["s"]
                if s is None:
                    v_b = frame['l']['b']
                    s = frame["s"] = {"i": 0, "items": list((_fn_prop(vm, v_b, 'slots')))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21/22', "pc": 0, "l": {'slot': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21/22'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_b = frame['l']['b']
                    s = frame["s"] = {"i": 0, "items": list((_fn_prop(vm, v_b, 'slots')))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21/22', "pc": 0, "l": {'slot': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21/22'](vm, body)
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


FACTORIES['b56dbf6b7edf7b3da6e9cd6e7cea93b7'] = _b56dbf6b7edf7b3da6e9cd6e7cea93b7


def _b28faf2f2c1e84ffe439db4ce96502a7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_distances = namespace['_fn_distances']
    _fn_lookup = namespace['_fn_lookup']
    _fn_where = namespace['_fn_where']
    _owned = namespace['_owned']
    _AT = {line + 6869: k for line, k in namespace['_AT'].items()}
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
                v_me = stack[-4]['l']['me']
                v_mine = stack[-3]['l']['mine']
                v_t = frame['l']['t']
                value = (_fn_lookup(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, v_mine, [v_t])), v_t))
                local['steps'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    v_steps = frame['l']['steps']
                    block = 'management/62/70/71/72' if (v_steps is not None) else None
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
                    v_steps = frame['l']['steps']
                    block = 'management/62/70/71/72' if (v_steps is not None) else None
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


FACTORIES['b28faf2f2c1e84ffe439db4ce96502a7'] = _b28faf2f2c1e84ffe439db4ce96502a7


def _72f5c0dc0be05f01e739f60cfe788657(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _AT = {line + 6936: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
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
                v_part = (frame['l']['part'] if 'part' in frame['l'] else vm.vars['part'])
                v_pile = stack[-2]['l']['pile']
                value = (_add(vm, v_pile, v_part))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pile'] = value
                return 3
            if pc <= 1:
                v_part = (frame['l']['part'] if 'part' in frame['l'] else vm.vars['part'])
                v_pile = stack[-2]['l']['pile']
                value = (_add(vm, v_pile, v_part))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pile'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['72f5c0dc0be05f01e739f60cfe788657'] = _72f5c0dc0be05f01e739f60cfe788657


def _ce71376a40161356c5985093b4b026fc(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _sub = namespace['_sub']
    _AT = {line + 6990: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['stamp']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_k = stack[-2]['l']['k']
                value = _owned((_sub(vm, _p_len(vm, _V['players']), v_k)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                v_k = stack[-2]['l']['k']
                value = (_add(vm, v_k, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['k'] = value
                return 3
            if pc <= 1:
                v_k = stack[-2]['l']['k']
                value = (_add(vm, v_k, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['k'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ce71376a40161356c5985093b4b026fc'] = _ce71376a40161356c5985093b4b026fc


def _176423b1ae6b2a8be5cf8611139154f4(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 7043: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['stamp']
                v_who = stack[-2]['l']['who']
                index = (v_who)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                value = _owned((_V['clock']), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                _V = vm.vars
                value = (_add(vm, _V['clock'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['clock'] = value
                return 3
            if pc <= 1:
                _V = vm.vars
                value = (_add(vm, _V['clock'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['clock'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['176423b1ae6b2a8be5cf8611139154f4'] = _176423b1ae6b2a8be5cf8611139154f4


def _b279445e0679ce1c35f6aad438fdc7d0(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_key = namespace['_a0_key']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 7099: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['supply']
                index = _a0_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                value = _owned((_sub(vm, _V['supply']['corrupt'], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['bag']
                v_me = stack[-4]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = (['corrupt'])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['bag']
                v_me = stack[-4]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = (['corrupt'])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b279445e0679ce1c35f6aad438fdc7d0'] = _b279445e0679ce1c35f6aad438fdc7d0


def _e5f3fa0be532462167646d38739cd91f(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 7160: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['supply']
                v_kind = stack[-2]['l']['kind']
                index = (v_kind)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_kind = stack[-2]['l']['kind']
                value = _owned((_sub(vm, _V['supply'][v_kind], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                if frame["s"] is None:
                    v_to = stack[-2]['l']['to']
                    block = 'gain/52/53' if (v_to == 'waiting') else 'gain/52/54'
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
                    v_to = stack[-2]['l']['to']
                    block = 'gain/52/53' if (v_to == 'waiting') else 'gain/52/54'
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


FACTORIES['e5f3fa0be532462167646d38739cd91f'] = _e5f3fa0be532462167646d38739cd91f


def _d9a2b62870125e9a5e24f4f7fcfb73f5(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 7238: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    block = 'draw/57/58/59' if (_V['supply']['corrupt'] > 0) else 'draw/57/58/60'
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
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d9a2b62870125e9a5e24f4f7fcfb73f5'] = _d9a2b62870125e9a5e24f4f7fcfb73f5


def _906f743af96f9d86ea6ad9a8b6ce873c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _a0_w_2 = namespace['_a0_w_2']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_block = namespace['_a2_block']
    _a2_w_1 = namespace['_a2_w_1']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 7335: k for line, k in namespace['_AT'].items()}
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
                    v_owner = stack[-2]['l']['owner']
                    value = (v_owner)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['kind'] = _a0_w_1
                    local['to'] = _a0_w_2
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
                target = vm.vars['attacked']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                v_t = stack[-2]['l']['t']
                value = _owned((_add(vm, _V['attacked'][v_me], [v_t])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a2_w_1
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['attacked']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                v_t = stack[-2]['l']['t']
                value = _owned((_add(vm, _V['attacked'][v_me], [v_t])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a2_w_1
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
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


FACTORIES['906f743af96f9d86ea6ad9a8b6ce873c'] = _906f743af96f9d86ea6ad9a8b6ce873c


def _ffd98c82ba056eb78d91f0d7ef7070d2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _AT = {line + 7452: k for line, k in namespace['_AT'].items()}
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
                    if 'use' in _d or 'use' not in vm.vars:
                        _d['use'] = value
                    else:
                        vm.vars['use'] = value
                else:
                    v_ways = stack[-2]['l']['ways']
                    opts = list((v_ways))
                    opts.append(None)
                    frame["s"] = {}
                    frame["pc"] = 0
                    v_me = stack[-2]['l']['me']
                    player = (v_me)
                    v_row = stack[-2]['l']['row']
                    c0 = (v_row)
                    context = {'row': c0}
                    if player not in vm.state["players"]:
                        return vm.ask_with(frame, player, _a0_kind, opts, context)
                    if type(context['row']) not in _SCALARS:
                        context['row'] = _owned(context['row'], vm)
                    vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                    frame["s"]["asked"] = 1
                    return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/36' if (v_use == 'tax') else None
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
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/37' if (v_use is not None) else None
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
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/36' if (v_use == 'tax') else None
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
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/37' if (v_use is not None) else None
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


FACTORIES['ffd98c82ba056eb78d91f0d7ef7070d2'] = _ffd98c82ba056eb78d91f0d7ef7070d2


def _58b3009391801da0f217fdc7839acea4(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_without = namespace['_fn_without']
    _in = namespace['_in']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _sub = namespace['_sub']
    _AT = {line + 7582: k for line, k in namespace['_AT'].items()}
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
                _V = vm.vars
                v_me = frame['l']['me']
                v_row = frame['l']['row']
                value = (_sub(vm, _fn_lookup(vm, v_row, 'pay_gold', 0), _V['gold'][v_me]))
                local['short'] = value if type(value) in _SCALARS else _owned(value, vm)
                local['ways'] = ([])
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    v_row = frame['l']['row']
                    block = 'use-row/31' if (_le(vm, _fn_lookup(vm, v_row, 'pay_army', 0), _V['army'][v_me]) and (_fn_lookup(vm, v_row, 'remove', 0) == 0 or _in(vm, 'corrupt', _add(vm, _V['waiting'][v_me], _V['rest'][v_me]))) and (_fn_lookup(vm, v_row, 'swap') is None or (_in(vm, v_row['swap'][0], _V['waiting'][v_me]) and _V['supply'][v_row['swap'][1]] > 0)) and (_fn_lookup(vm, v_row, 'add_marker') is None or (_fn_count(vm, 'markers', v_me) > 0 and _p_len(vm, _fn_without(vm, _fn_areas_of(vm, v_row['add_marker'], v_me), _fn_areas_of(vm, v_row['add_marker'], v_me, 2))) > 0))) else None
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
                    v_ways = frame['l']['ways']
                    block = 'use-row/34' if (_p_len(vm, v_ways) == 0) else 'use-row/35'
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
                    _V = vm.vars
                    v_me = frame['l']['me']
                    v_row = frame['l']['row']
                    block = 'use-row/31' if (_le(vm, _fn_lookup(vm, v_row, 'pay_army', 0), _V['army'][v_me]) and (_fn_lookup(vm, v_row, 'remove', 0) == 0 or _in(vm, 'corrupt', _add(vm, _V['waiting'][v_me], _V['rest'][v_me]))) and (_fn_lookup(vm, v_row, 'swap') is None or (_in(vm, v_row['swap'][0], _V['waiting'][v_me]) and _V['supply'][v_row['swap'][1]] > 0)) and (_fn_lookup(vm, v_row, 'add_marker') is None or (_fn_count(vm, 'markers', v_me) > 0 and _p_len(vm, _fn_without(vm, _fn_areas_of(vm, v_row['add_marker'], v_me), _fn_areas_of(vm, v_row['add_marker'], v_me, 2))) > 0))) else None
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
                    v_ways = frame['l']['ways']
                    block = 'use-row/34' if (_p_len(vm, v_ways) == 0) else 'use-row/35'
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


FACTORIES['58b3009391801da0f217fdc7839acea4'] = _58b3009391801da0f217fdc7839acea4


def _ff33585a6e30192bc6711e24e7c68380(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _fn_total = namespace['_fn_total']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 7691: k for line, k in namespace['_AT'].items()}
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
                _V = vm.vars
                v_me = stack[-4]['l']['me']
                value = (_p_max(vm, 0, _sub(vm, _add(vm, 2, _fn_pieces_on(vm, 'person', v_me)), _fn_lookup(vm, _V['boost'][v_me], 'disc_sponsor', 0))))
                local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/68' if (_fn_total(vm, v_person) == 0 and _le(vm, frame['l']['price'], _V['gold'][stack[-4]['l']['me']])) else None
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
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/69' if (_fn_total(vm, v_person) == 0 and frame['l']['price'] > 0 and (_fn_lookup(vm, _V['boost'][stack[-4]['l']['me']], 'free_sponsor', 0) > 0)) else None
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
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/68' if (_fn_total(vm, v_person) == 0 and _le(vm, frame['l']['price'], _V['gold'][stack[-4]['l']['me']])) else None
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
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/69' if (_fn_total(vm, v_person) == 0 and frame['l']['price'] > 0 and (_fn_lookup(vm, _V['boost'][stack[-4]['l']['me']], 'free_sponsor', 0) > 0)) else None
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


FACTORIES['ff33585a6e30192bc6711e24e7c68380'] = _ff33585a6e30192bc6711e24e7c68380


def _554e6bfd92ef55e95c83e6bf82f3e790(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 7799: k for line, k in namespace['_AT'].items()}
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
                _V = vm.vars
                v_me = stack[-5]['l']['me']
                v_steps = stack[-2]['l']['steps']
                v_t = stack[-2]['l']['t']
                value = (_p_max(vm, 0, _sub(vm, _add(vm, v_steps, _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1)), _fn_lookup(vm, _V['boost'][v_me], 'disc_conquer', 0))))
                local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-5]['l']['me']
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/73' if (_le(vm, v_price, _V['army'][v_me])) else None
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
                    _V = vm.vars
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/74' if (v_price > 0 and _fn_lookup(vm, _V['boost'][stack[-5]['l']['me']], 'free_conquer', 0) > 0) else None
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
                    _V = vm.vars
                    v_me = stack[-5]['l']['me']
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/73' if (_le(vm, v_price, _V['army'][v_me])) else None
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
                    _V = vm.vars
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/74' if (v_price > 0 and _fn_lookup(vm, _V['boost'][stack[-5]['l']['me']], 'free_conquer', 0) > 0) else None
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


FACTORIES['554e6bfd92ef55e95c83e6bf82f3e790'] = _554e6bfd92ef55e95c83e6bf82f3e790


def _86faa740bbcad4bdd6922f8fb0d027f4(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _owned_items = namespace['_owned_items']
    _AT = {line + 7904: k for line, k in namespace['_AT'].items()}
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
                local['built'] = _a0_0
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
                    body = {"b": 'standing/112', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['standing/112'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_built = frame['l']['built']
                    block = 'standing/114' if (v_built) else None
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
                    body = {"b": 'standing/112', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['standing/112'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_built = frame['l']['built']
                    block = 'standing/114' if (v_built) else None
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


FACTORIES['86faa740bbcad4bdd6922f8fb0d027f4'] = _86faa740bbcad4bdd6922f8fb0d027f4


def _8fb2f1eb92e8e28509ea11e7ada9c7fa(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _AT = {line + 8013: k for line, k in namespace['_AT'].items()}
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
                local['pile'] = ([])
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_name = frame['l']['name']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['pile_decks'][v_name])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11/12', "pc": 0, "l": {'decks': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11/12'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_pile = frame['l']['pile']
                value = _owned((v_pile), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_name = frame['l']['name']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['pile_decks'][v_name])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11/12', "pc": 0, "l": {'decks': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11/12'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_pile = frame['l']['pile']
                value = _owned((v_pile), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8fb2f1eb92e8e28509ea11e7ada9c7fa'] = _8fb2f1eb92e8e28509ea11e7ada9c7fa


def _5db3cd19decaed6bd3ebec8c293a22a0(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1 = namespace['_a1']
    _fn_scores = namespace['_fn_scores']
    _ne = namespace['_ne']
    _owned = namespace['_owned']
    _r1 = namespace['_r1']
    _AT = {line + 8114: k for line, k in namespace['_AT'].items()}
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
                v_who = frame['l']['who']
                value = (_fn_scores(vm)[v_who])
                local['before'] = value if type(value) in _SCALARS else _owned(value, vm)
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    v_before = frame['l']['before']
                    v_who = frame['l']['who']
                    block = 'fame/19' if (_ne(vm, _fn_scores(vm)[v_who], v_before)) else None
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
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_before = frame['l']['before']
                    v_who = frame['l']['who']
                    block = 'fame/19' if (_ne(vm, _fn_scores(vm)[v_who], v_before)) else None
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


FACTORIES['5db3cd19decaed6bd3ebec8c293a22a0'] = _5db3cd19decaed6bd3ebec8c293a22a0


def _5c5851e63ca264b37d4041f0ad4368bb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _AT = {line + 8204: k for line, k in namespace['_AT'].items()}
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
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5c5851e63ca264b37d4041f0ad4368bb'] = _5c5851e63ca264b37d4041f0ad4368bb


def _d294d2b447fb5a146a110e2c58f247d9(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _sliced = namespace['_sliced']
    _AT = {line + 8291: k for line, k in namespace['_AT'].items()}
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
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_add(vm, _V['waiting'][v_me], [v_mixed[0]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_sliced(vm, v_mixed[1:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_add(vm, _V['waiting'][v_me], [v_mixed[0]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_sliced(vm, v_mixed[1:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d294d2b447fb5a146a110e2c58f247d9'] = _d294d2b447fb5a146a110e2c58f247d9


def _c6cab13a8b1b32d01d1f24c716d31528(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 8384: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _fn_remove_one(vm, _V['waiting'][v_me], v_e['swap'][0]), [v_e['swap'][1]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][0])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_add(vm, _V['supply'][v_e['swap'][0]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][1])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_sub(vm, _V['supply'][v_e['swap'][1]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][0])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_add(vm, _V['supply'][v_e['swap'][0]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][1])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_sub(vm, _V['supply'][v_e['swap'][1]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c6cab13a8b1b32d01d1f24c716d31528'] = _c6cab13a8b1b32d01d1f24c716d31528


def _2dd71d4af6925e9a9c4a8a00b5998539(namespace: Any) -> Any:
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
    _AT = {line + 8477: k for line, k in namespace['_AT'].items()}
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
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'council_rounds'))) else None
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
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'council_rounds'))) else None
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


FACTORIES['2dd71d4af6925e9a9c4a8a00b5998539'] = _2dd71d4af6925e9a9c4a8a00b5998539


def _4c01fac7c60dab7da750554b41089779(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _add = namespace['_add']
    _fn_ranked = namespace['_fn_ranked']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _too_deep = namespace['_too_deep']
    _AT = {line + 8586: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                value = (_add(vm, _V['council'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['council'] = value
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
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_ranked(vm, _V['players'], _V['rank_key']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
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
                    body = {"b": 'council/99', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/99'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
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
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_ranked(vm, _V['players'], _V['rank_key']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
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
                    body = {"b": 'council/99', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/99'](vm, body)
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


FACTORIES['4c01fac7c60dab7da750554b41089779'] = _4c01fac7c60dab7da750554b41089779


def _878616111be6c463b4699bf484714782(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a2_block = namespace['_a2_block']
    _a3 = namespace['_a3']
    _fn_option = namespace['_fn_option']
    _owned_items = namespace['_owned_items']
    _r3 = namespace['_r3']
    _too_deep = namespace['_too_deep']
    _AT = {line + 8746: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
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
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['878616111be6c463b4699bf484714782'] = _878616111be6c463b4699bf484714782


def _01739262ed44b17c0279069059548aee(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _a0_w_3 = namespace['_a0_w_3']
    _a0_w_4 = namespace['_a0_w_4']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a3_refuse = namespace['_a3_refuse']
    _a3_var = namespace['_a3_var']
    _a3_within = namespace['_a3_within']
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_prop = namespace['_fn_prop']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 8898: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
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
                    local['free'] = _a0_w_1
                    _V = vm.vars
                    v_me = frame['l']['me']
                    local['use_free'] = (_fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0)
                    local['disc'] = _a0_w_3
                    local['what'] = _a0_w_4
                    v_card = frame['l']['card']
                    local['price'] = (_fn_prop(vm, v_card, 'cost'))
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
                _V = vm.vars
                v_card = frame['l']['card']
                value = (_fn_remove_one(vm, _V['display'], v_card))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['display'] = value
                target = vm.vars['buildings']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['buildings'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['flipped'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
                return 3
            if pc <= 1:
                _V = vm.vars
                v_card = frame['l']['card']
                value = (_fn_remove_one(vm, _V['display'], v_card))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['display'] = value
            if pc <= 2:
                target = vm.vars['buildings']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['buildings'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['flipped'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['01739262ed44b17c0279069059548aee'] = _01739262ed44b17c0279069059548aee


def _f29574c9061e0133f5c4c71c4d367696(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _add = namespace['_add']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _AT = {line + 9020: k for line, k in namespace['_AT'].items()}
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
                    if 'area' in _d or 'area' not in vm.vars:
                        _d['area'] = value
                    else:
                        vm.vars['area'] = value
                else:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    opts = list((_add(vm, ['waiting'] if _in(vm, 'corrupt', _V['waiting'][v_me]) else [], ['rest'] if _in(vm, 'corrupt', _V['rest'][v_me]) else [])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'area' in _d or 'area' not in vm.vars:
                            _d['area'] = value
                        else:
                            vm.vars['area'] = value
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
                if frame["s"] is None:
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/41' if (v_area == 'waiting') else None
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
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/42' if (v_area == 'rest') else None
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
                if frame["s"] is None:
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/43' if (v_area is not None) else None
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
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/41' if (v_area == 'waiting') else None
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
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/42' if (v_area == 'rest') else None
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
            if pc <= 3:
                if frame["s"] is None:
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/43' if (v_area is not None) else None
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


FACTORIES['f29574c9061e0133f5c4c71c4d367696'] = _f29574c9061e0133f5c4c71c4d367696


def _392650c7eeaeb88657bd7565b5bffe38(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _add = namespace['_add']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _r1 = namespace['_r1']
    _AT = {line + 9184: k for line, k in namespace['_AT'].items()}
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
                    if 'site' in _d or 'site' not in vm.vars:
                        _d['site'] = value
                    else:
                        vm.vars['site'] = value
                else:
                    _V = vm.vars
                    opts = list((_fn_without(vm, _V['castle_sites'], _V['taken'])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'site' in _d or 'site' not in vm.vars:
                            _d['site'] = value
                        else:
                            vm.vars['site'] = value
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
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'setup/8/9' if (_p_len(vm, _fn_without(vm, _V['castle_sites'], _V['taken'])) == 1) else None
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
                _V = vm.vars
                v_site = (frame['l']['site'] if 'site' in frame['l'] else vm.vars['site'])
                value = (_add(vm, _V['taken'], [v_site]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['taken'] = value
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
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'setup/8/9' if (_p_len(vm, _fn_without(vm, _V['castle_sites'], _V['taken'])) == 1) else None
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
            if pc <= 3:
                _V = vm.vars
                v_site = (frame['l']['site'] if 'site' in frame['l'] else vm.vars['site'])
                value = (_add(vm, _V['taken'], [v_site]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['taken'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['392650c7eeaeb88657bd7565b5bffe38'] = _392650c7eeaeb88657bd7565b5bffe38


def _6480a2089b709a7616f9ad7fdc69ce72(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _a1_w_1 = namespace['_a1_w_1']
    _a1_w_3 = namespace['_a1_w_3']
    _a1_w_4 = namespace['_a1_w_4']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_distances = namespace['_fn_distances']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _fn_where = namespace['_fn_where']
    _owned = namespace['_owned']
    _storable = namespace['_storable']
    _sub = namespace['_sub']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9324: k for line, k in namespace['_AT'].items()}
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
                v_me = frame['l']['me']
                v_t = frame['l']['t']
                value = (_add(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me), v_t]))[v_t], _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1)))
                local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['free'] = _a1_w_1
                    v_use_free = frame['l']['use_free']
                    value = (v_use_free)
                    local['use_free'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['disc'] = _a1_w_3
                    local['what'] = _a1_w_4
                    v_price = frame['l']['price']
                    value = (v_price)
                    local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
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
                local = frame["l"]
                v_t = frame['l']['t']
                local['owner'] = _storable((_fn_token_owner(vm, 'castle', v_t)), vm)
                if frame["s"] is None:
                    v_owner = frame['l']['owner']
                    block = 'conquer/85' if (v_owner is not None) else 'conquer/86'
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
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['free'] = _a1_w_1
                    v_use_free = frame['l']['use_free']
                    value = (v_use_free)
                    local['use_free'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['disc'] = _a1_w_3
                    local['what'] = _a1_w_4
                    v_price = frame['l']['price']
                    value = (v_price)
                    local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
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
                local = frame["l"]
                v_t = frame['l']['t']
                local['owner'] = _storable((_fn_token_owner(vm, 'castle', v_t)), vm)
            if pc <= 3:
                if frame["s"] is None:
                    v_owner = frame['l']['owner']
                    block = 'conquer/85' if (v_owner is not None) else 'conquer/86'
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


FACTORIES['6480a2089b709a7616f9ad7fdc69ce72'] = _6480a2089b709a7616f9ad7fdc69ce72


def _1746d8c8c8db1851e4ffd9c32bc6ec14(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_count = namespace['_a2_count']
    _a2_src = namespace['_a2_src']
    _a3_block = namespace['_a3_block']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_opponents = namespace['_fn_opponents']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _owned = namespace['_owned']
    _shift = namespace['_shift']
    _storable = namespace['_storable']
    _sub = namespace['_sub']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9466: k for line, k in namespace['_AT'].items()}
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
                v_me = stack[-2]['l']['me']
                v_t = stack[-2]['l']['t']
                local['had_enemy'] = (_add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1) > 0)
                s = frame["s"]
                if s is None:
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_opponents(vm, v_me))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'conquer/86/87', "pc": 0, "l": {'q': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['conquer/86/87'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_me = stack[-2]['l']['me']
                p = (v_me)
                src = _a2_src
                v_t = stack[-2]['l']['t']
                dst = (v_t)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a2_count))
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_had_enemy = frame['l']['had_enemy']
                    local['n'] = (5 if v_had_enemy else 2)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_opponents(vm, v_me))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'conquer/86/87', "pc": 0, "l": {'q': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['conquer/86/87'](vm, body)
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
                v_me = stack[-2]['l']['me']
                p = (v_me)
                src = _a2_src
                v_t = stack[-2]['l']['t']
                dst = (v_t)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a2_count))
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_had_enemy = frame['l']['had_enemy']
                    local['n'] = (5 if v_had_enemy else 2)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
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


FACTORIES['1746d8c8c8db1851e4ffd9c32bc6ec14'] = _1746d8c8c8db1851e4ffd9c32bc6ec14


def _99fe3c720c804284c81b5ecf3d986b57(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _fn_prop = namespace['_fn_prop']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _AT = {line + 9645: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_fn_remove_one(vm, _V['waiting'][v_me], v_placing[2])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['placed']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['placed'][v_me], [v_placing[2]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['used']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['used'][v_me], [[v_placing[0], v_placing[1]]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                s = frame["s"]
                if s is None:
                    v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_prop(vm, v_placing[0], 'slots')[v_placing[1]]['rows'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/29/30', "pc": 0, "l": {'row': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/29/30'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['placed']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['placed'][v_me], [v_placing[2]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['used']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['used'][v_me], [[v_placing[0], v_placing[1]]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_prop(vm, v_placing[0], 'slots')[v_placing[1]]['rows'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/29/30', "pc": 0, "l": {'row': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/29/30'](vm, body)
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


FACTORIES['99fe3c720c804284c81b5ecf3d986b57'] = _99fe3c720c804284c81b5ecf3d986b57


def _bb069e2c301e5a8d98e411a484fd31c3(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a3_refuse = namespace['_a3_refuse']
    _a3_var = namespace['_a3_var']
    _a3_within = namespace['_a3_within']
    _add = namespace['_add']
    _fn_distinct = namespace['_fn_distinct']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 9790: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 5
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
                    if 'kind' in _d or 'kind' not in vm.vars:
                        _d['kind'] = value
                    else:
                        vm.vars['kind'] = value
                else:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    opts = list((_fn_distinct(vm, _V['rest'][v_me])))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'kind' in _d or 'kind' not in vm.vars:
                            _d['kind'] = value
                        else:
                            vm.vars['kind'] = value
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
                if frame["s"] is None:
                    v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                    block = 'rest/90/91' if (v_kind is None) else None
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
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['rest'][v_me], v_kind)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
                v_left = stack[-2]['l']['left']
                value = (_sub(vm, v_left, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                    block = 'rest/90/91' if (v_kind is None) else None
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
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['rest'][v_me], v_kind)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
            if pc <= 4:
                v_left = stack[-2]['l']['left']
                value = (_sub(vm, v_left, 1))
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


FACTORIES['bb069e2c301e5a8d98e411a484fd31c3'] = _bb069e2c301e5a8d98e411a484fd31c3


def _5ffcc6f010a185e9a24de7a2147d66a7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_block = namespace['_a2_block']
    _fn_option = namespace['_fn_option']
    _fn_ranked = namespace['_fn_ranked']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9955: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 5
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = ([])
                vm.vars['display'] = value
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'round/13' if (_le(vm, _V['round'], _fn_option(vm, 'last_build_round'))) else None
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
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['rank_key']))
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
                    body = {"b": 'round/15', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/15'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'round/13' if (_le(vm, _V['round'], _fn_option(vm, 'last_build_round'))) else None
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
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['rank_key']))
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
                    body = {"b": 'round/15', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/15'](vm, body)
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


FACTORIES['5ffcc6f010a185e9a24de7a2147d66a7'] = _5ffcc6f010a185e9a24de7a2147d66a7


def _c66c785b4a3df62218056eb00f2b4d01(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _a3_block = namespace['_a3_block']
    _a4_block = namespace['_a4_block']
    _a5_refuse = namespace['_a5_refuse']
    _a5_var = namespace['_a5_var']
    _a5_within = namespace['_a5_within']
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _p_len = namespace['_p_len']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 10118: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 6
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['built'] = _a0_0
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_p])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'final-scoring/115/116', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['final-scoring/115/116'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['corrupt'] = _storable((_fn_occurrences(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]), 'corrupt')), vm)
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_built = frame['l']['built']
                    value = (v_built)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_corrupt = frame['l']['corrupt']
                    value = (_mul(vm, -2, v_corrupt))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a4_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a4_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                target = vm.vars['tiebreak']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                _V = vm.vars
                v_corrupt = frame['l']['corrupt']
                v_p = frame['l']['p']
                value = ([-v_corrupt, _p_len(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]))])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_p])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'final-scoring/115/116', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['final-scoring/115/116'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['corrupt'] = _storable((_fn_occurrences(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]), 'corrupt')), vm)
            if pc <= 3:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_built = frame['l']['built']
                    value = (v_built)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 4:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_corrupt = frame['l']['corrupt']
                    value = (_mul(vm, -2, v_corrupt))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a4_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a4_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                target = vm.vars['tiebreak']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                _V = vm.vars
                v_corrupt = frame['l']['corrupt']
                v_p = frame['l']['p']
                value = ([-v_corrupt, _p_len(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]))])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c66c785b4a3df62218056eb00f2b4d01'] = _c66c785b4a3df62218056eb00f2b4d01


def _637e274d42aebd01e903d163f28decbd(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a3_kind = namespace['_a3_kind']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _AT = {line + 10321: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 6
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['opts'] = ([])
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _V['buildings'][v_me], _V['flipped'][v_me]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'placement/20/26' if (not _V['taxed'][v_me]) else None
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
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'placing' in _d or 'placing' not in vm.vars:
                        _d['placing'] = value
                    else:
                        vm.vars['placing'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'placing' in _d or 'placing' not in vm.vars:
                            _d['placing'] = value
                        else:
                            vm.vars['placing'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 3
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a3_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a3_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/27' if (v_placing is None) else None
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
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/28' if (v_placing == 'tax') else 'placement/20/29'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _V['buildings'][v_me], _V['flipped'][v_me]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'placement/20/26' if (not _V['taxed'][v_me]) else None
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
            if pc <= 3:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'placing' in _d or 'placing' not in vm.vars:
                        _d['placing'] = value
                    else:
                        vm.vars['placing'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'placing' in _d or 'placing' not in vm.vars:
                            _d['placing'] = value
                        else:
                            vm.vars['placing'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 3
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a3_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a3_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 4:
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/27' if (v_placing is None) else None
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
            if pc <= 5:
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/28' if (v_placing == 'tax') else 'placement/20/29'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
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


FACTORIES['637e274d42aebd01e903d163f28decbd'] = _637e274d42aebd01e903d163f28decbd


def _8e84cf3eb6397834989babe49e605941(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_0 = namespace['_a1_0']
    _a1_1 = namespace['_a1_1']
    _a5_block = namespace['_a5_block']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_distances = namespace['_fn_distances']
    _fn_where = namespace['_fn_where']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 10577: k for line, k in namespace['_AT'].items()}
    @cython.locals(vm='VM')
    def _block(vm, frame):
        vm.work += 6
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_p = frame['l']['p']
                value = (_fn_distances(vm, _fn_where(vm, 'castle', v_p), _add(vm, _fn_areas_of(vm, 'territory', v_p), [_fn_where(vm, 'castle', v_p)])))
                local['linked'] = value if type(value) in _SCALARS else _owned(value, vm)
                local = frame["l"]
                local['markers'] = _a1_0
                local['gained'] = _a1_1
                s = frame["s"]
                if s is None:
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_areas_of(vm, 'territory', v_p))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/95', "pc": 0, "l": {'t': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/95'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                v_markers = frame['l']['markers']
                value = (_mul(vm, v_markers, _V['council']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                frame['l']['gained'] = value
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/97', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/97'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_gained = frame['l']['gained']
                    value = (v_gained)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a5_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a5_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 5
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                local = frame["l"]
                local['markers'] = _a1_0
                local['gained'] = _a1_1
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_areas_of(vm, 'territory', v_p))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/95', "pc": 0, "l": {'t': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/95'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                _V = vm.vars
                v_markers = frame['l']['markers']
                value = (_mul(vm, v_markers, _V['council']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                frame['l']['gained'] = value
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/97', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/97'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_gained = frame['l']['gained']
                    value = (v_gained)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a5_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a5_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 5
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


FACTORIES['8e84cf3eb6397834989babe49e605941'] = _8e84cf3eb6397834989babe49e605941


def _abea0beb1f581b4a4ea6f84c937e2ddc(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'add_marker') == 'person' and _fn_count(vm, 'markers', _L('me')) > 0
    return _e


FACTORIES['abea0beb1f581b4a4ea6f84c937e2ddc'] = _abea0beb1f581b4a4ea6f84c937e2ddc


def _7e6a69fcb07f5822597574c55e81eaad(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'add_marker') == 'territory' and _fn_count(vm, 'markers', _L('me')) > 0
    return _e


FACTORIES['7e6a69fcb07f5822597574c55e81eaad'] = _7e6a69fcb07f5822597574c55e81eaad


def _4beb22d17d0c4c23679b6f66c43e49e4(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    _sliced = namespace['_sliced']
    @cython.locals(vm='VM')
    def _e(vm):
        _L = vm.lookup
        return _sliced(vm, _L('mixed_persons')[:5]) if _fn_option(vm, 'base_persons') == 'random' else _fn_option(vm, 'base_persons')
    return _e


FACTORIES['4beb22d17d0c4c23679b6f66c43e49e4'] = _4beb22d17d0c4c23679b6f66c43e49e4


def _0cf1133d3d96e6f677b2cc7e2c5f0e91(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        return _fn_lookup(vm, v_e, 'swap') is not None and _in(vm, v_e['swap'][0], _V['waiting'][_L('me')]) and (_V['supply'][v_e['swap'][1]] > 0)
    return _e


FACTORIES['0cf1133d3d96e6f677b2cc7e2c5f0e91'] = _0cf1133d3d96e6f677b2cc7e2c5f0e91


def _ecfeee6a058c7c22007155468913a8a7(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = _V['left']
        return v_left > 0 and _p_len(vm, _V['rest'][_L('me')]) > 0
    return _e


FACTORIES['ecfeee6a058c7c22007155468913a8a7'] = _ecfeee6a058c7c22007155468913a8a7


def _db5cc409b8981c8f8ce2c3807a242890(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _fn_total = namespace['_fn_total']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = _V['person']
        return _fn_total(vm, v_person) == 0 and _L('price') > 0 and (_fn_lookup(vm, _V['boost'][_L('me')], 'free_sponsor', 0) > 0)
    return _e


FACTORIES['db5cc409b8981c8f8ce2c3807a242890'] = _db5cc409b8981c8f8ce2c3807a242890


def _662f774d08475d22fa3254be75d9d699(namespace: Any) -> Any:
    _fn_total = namespace['_fn_total']
    _le = namespace['_le']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = _V['person']
        return _fn_total(vm, v_person) == 0 and _le(vm, _L('price'), _V['gold'][_L('me')])
    return _e


FACTORIES['662f774d08475d22fa3254be75d9d699'] = _662f774d08475d22fa3254be75d9d699


def _0925958baf8c22e29079de81970e52b6(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return v_price > 0 and _fn_lookup(vm, _V['boost'][_L('me')], 'free_conquer', 0) > 0
    return _e


FACTORIES['0925958baf8c22e29079de81970e52b6'] = _0925958baf8c22e29079de81970e52b6


def _119e180d7497b6eabc972c6403f0a7bb(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'short' in _d:
                v_short = _d['short']
                break
        else:
            v_short = _V['short']
        return v_short == 1 and (not _V['taxed'][_L('me')])
    return _e


FACTORIES['119e180d7497b6eabc972c6403f0a7bb'] = _119e180d7497b6eabc972c6403f0a7bb


def _d00cdf81ed35e774d80a3d09e082fc64(namespace: Any) -> Any:
    _fn_cards_in = namespace['_fn_cards_in']
    _fn_distinct = namespace['_fn_distinct']
    _p_len = namespace['_p_len']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        return _fn_cards_in(vm, _L('decks')) if _p_len(vm, _V['players']) > 2 else _fn_distinct(vm, _fn_cards_in(vm, _L('decks')))
    return _e


FACTORIES['d00cdf81ed35e774d80a3d09e082fc64'] = _d00cdf81ed35e774d80a3d09e082fc64


def _5f7e7d2d408054b503890f2248a154ef(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = _V['b']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = _V['i']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return not _in(vm, [v_b, v_i], _V['used'][v_me]) and (v_i == 0 or _in(vm, [v_b, _sub(vm, v_i, 1)], _V['used'][v_me]))
    return _e


FACTORIES['5f7e7d2d408054b503890f2248a154ef'] = _5f7e7d2d408054b503890f2248a154ef


def _ae5e7be526a24ebd63eaa1449c475ed8(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['buildings'][v_me], [v_card])
    return _e


FACTORIES['ae5e7be526a24ebd63eaa1449c475ed8'] = _ae5e7be526a24ebd63eaa1449c475ed8


def _3eebc4d02aeb50db17aeae026179a449(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['flipped'][v_me], [v_card])
    return _e


FACTORIES['3eebc4d02aeb50db17aeae026179a449'] = _3eebc4d02aeb50db17aeae026179a449


def _5d63fe31b2376e6d8d6227138cd6c92e(namespace: Any) -> Any:
    _fn_card_name = namespace['_fn_card_name']
    _fn_card_names = namespace['_fn_card_names']
    _fn_lookup = namespace['_fn_lookup']
    _fn_prop = namespace['_fn_prop']
    _in = namespace['_in']
    _le = namespace['_le']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return not _in(vm, _fn_card_name(vm, v_card), _fn_card_names(vm, _V['buildings'][v_me])) and (_fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0 or _le(vm, _p_max(vm, 0, _sub(vm, _fn_prop(vm, v_card, 'cost'), _fn_lookup(vm, _V['boost'][v_me], 'disc_build', 0))), _V['gold'][v_me]))
    return _e


FACTORIES['5d63fe31b2376e6d8d6227138cd6c92e'] = _5d63fe31b2376e6d8d6227138cd6c92e


def _220afb2ff247355d71a5f94e01342ced(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        return _fn_remove_one(vm, _V['display'], v_card)
    return _e


FACTORIES['220afb2ff247355d71a5f94e01342ced'] = _220afb2ff247355d71a5f94e01342ced


def _deadf45d8cfb231fcab70330714a0e60(namespace: Any) -> Any:
    _add = namespace['_add']
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'corrupt' in _d:
                v_corrupt = _d['corrupt']
                break
        else:
            v_corrupt = _V['corrupt']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = _V['p']
        return [-v_corrupt, _p_len(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]))]
    return _e


FACTORIES['deadf45d8cfb231fcab70330714a0e60'] = _deadf45d8cfb231fcab70330714a0e60


def _27f4b61b0a99f654e222c4e000c13cc9(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = _V['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return _sub(vm, _V['army'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))
    return _e


FACTORIES['27f4b61b0a99f654e222c4e000c13cc9'] = _27f4b61b0a99f654e222c4e000c13cc9


def _298e2264607559093e39a16d7649a406(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = _V['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return _sub(vm, _V['gold'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))
    return _e


FACTORIES['298e2264607559093e39a16d7649a406'] = _298e2264607559093e39a16d7649a406


def _617ad9e12d47df1ef95c965ebdba1e56(namespace: Any) -> Any:
    _fn_with_added = namespace['_fn_with_added']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'key' in _d:
                v_key = _d['key']
                break
        else:
            v_key = _V['key']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_with_added(vm, _V['boost'][v_me], v_key, v_e[v_key])
    return _e


FACTORIES['617ad9e12d47df1ef95c965ebdba1e56'] = _617ad9e12d47df1ef95c965ebdba1e56


def _9fc45a739a0ff8a0a52590f2f3f1fec5(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_remove_one = namespace['_fn_remove_one']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _fn_remove_one(vm, _V['waiting'][v_me], v_e['swap'][0]), [v_e['swap'][1]])
    return _e


FACTORIES['9fc45a739a0ff8a0a52590f2f3f1fec5'] = _9fc45a739a0ff8a0a52590f2f3f1fec5


def _22261dcef88cdcccbdf261ce1f0c3c95(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _sub(vm, _V['army'][v_me], _fn_lookup(vm, v_e, 'pay_army', 0)), _fn_lookup(vm, v_e, 'army', 0))
    return _e


FACTORIES['22261dcef88cdcccbdf261ce1f0c3c95'] = _22261dcef88cdcccbdf261ce1f0c3c95


def _2ca497b9c71c9c91e03675846e3a53dd(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _sub(vm, _V['gold'][v_me], _fn_lookup(vm, v_e, 'pay_gold', 0)), _fn_lookup(vm, v_e, 'gold', 0))
    return _e


FACTORIES['2ca497b9c71c9c91e03675846e3a53dd'] = _2ca497b9c71c9c91e03675846e3a53dd


def _9c61a69160446da128032ed2f04c431a(namespace: Any) -> Any:
    _fn_with_added = namespace['_fn_with_added']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_with_added(vm, _V['boost'][v_me], 'refill' if v_e['refill'] > 0 else 'refill_all', _p_max(vm, v_e['refill'], 1))
    return _e


FACTORIES['9c61a69160446da128032ed2f04c431a'] = _9c61a69160446da128032ed2f04c431a


def _611b366db171110ddb70cf2a98a1a02c(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        return _add(vm, _V['supply'][v_e['swap'][0]], 1)
    return _e


FACTORIES['611b366db171110ddb70cf2a98a1a02c'] = _611b366db171110ddb70cf2a98a1a02c


def _278b90bcf4e826e5a66c4fa7919bb81b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        return _sub(vm, _V['supply'][v_e['swap'][1]], 1)
    return _e


FACTORIES['278b90bcf4e826e5a66c4fa7919bb81b'] = _278b90bcf4e826e5a66c4fa7919bb81b


def _dec031ce9d479e6c8a6e8905f347a43c(namespace: Any) -> Any:
    _fn_with_added = namespace['_fn_with_added']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'free' in _d:
                v_free = _d['free']
                break
        else:
            v_free = _V['free']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_with_added(vm, _V['boost'][v_me], v_free, -1)
    return _e


FACTORIES['dec031ce9d479e6c8a6e8905f347a43c'] = _dec031ce9d479e6c8a6e8905f347a43c


def _a6e000fc6d6b686be24860dc2e696bbf(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'k' in _d:
                v_k = _d['k']
                break
        else:
            v_k = _V['k']
        return _sub(vm, _p_len(vm, _V['players']), v_k)
    return _e


FACTORIES['a6e000fc6d6b686be24860dc2e696bbf'] = _a6e000fc6d6b686be24860dc2e696bbf


def _d6d7a093bf248140463ade43f3a95c9b(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['bag'][v_me], [v_kind])
    return _e


FACTORIES['d6d7a093bf248140463ade43f3a95c9b'] = _d6d7a093bf248140463ade43f3a95c9b


def _9aefd4335a5dbfcace73c855a64ad378(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['rest'][v_me], [v_kind])
    return _e


FACTORIES['9aefd4335a5dbfcace73c855a64ad378'] = _9aefd4335a5dbfcace73c855a64ad378


def _97eadcf4183fd22837d4a8c260a685f6(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['waiting'][v_me], [v_kind])
    return _e


FACTORIES['97eadcf4183fd22837d4a8c260a685f6'] = _97eadcf4183fd22837d4a8c260a685f6


def _7843955dce2daa31fbc0107b623ed06d(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_remove_one(vm, _V['rest'][v_me], v_kind)
    return _e


FACTORIES['7843955dce2daa31fbc0107b623ed06d'] = _7843955dce2daa31fbc0107b623ed06d


def _b1dae044f67112de0f255d01ce45dc55(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        return _V['supply'][v_kind] > 0
    return _e


FACTORIES['b1dae044f67112de0f255d01ce45dc55'] = _b1dae044f67112de0f255d01ce45dc55


def _01cbb24aac55a24153ef068355f18420(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        return _sub(vm, _V['supply'][v_kind], 1)
    return _e


FACTORIES['01cbb24aac55a24153ef068355f18420'] = _01cbb24aac55a24153ef068355f18420


def _f9d1b99c5fe0f4bd3c304d578a3d72e3(namespace: Any) -> Any:
    _mul = namespace['_mul']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'markers' in _d:
                v_markers = _d['markers']
                break
        else:
            v_markers = _V['markers']
        return _mul(vm, v_markers, _V['council'])
    return _e


FACTORIES['f9d1b99c5fe0f4bd3c304d578a3d72e3'] = _f9d1b99c5fe0f4bd3c304d578a3d72e3


def _ac2d0ef8bb572f50f743f509812e9ceb(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'mine' in _d:
                v_mine = _d['mine']
                break
        else:
            v_mine = _V['mine']
        return _fn_without(vm, _fn_without(vm, _fn_areas(vm, 'territory'), _V['blocked']), _add(vm, v_mine, _V['attacked'][v_me]))
    return _e


FACTORIES['ac2d0ef8bb572f50f743f509812e9ceb'] = _ac2d0ef8bb572f50f743f509812e9ceb


def _e67b602d2d484e7a1bc7d7af04e83027(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'mixed' in _d:
                v_mixed = _d['mixed']
                break
        else:
            v_mixed = _V['mixed']
        return _add(vm, _V['waiting'][v_me], [v_mixed[0]])
    return _e


FACTORIES['e67b602d2d484e7a1bc7d7af04e83027'] = _e67b602d2d484e7a1bc7d7af04e83027


def _fabd00ec63ae70f1648f35ef0bb2d996(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = _V['placing']
        return _add(vm, _V['placed'][v_me], [v_placing[2]])
    return _e


FACTORIES['fabd00ec63ae70f1648f35ef0bb2d996'] = _fabd00ec63ae70f1648f35ef0bb2d996


def _fc2d00c99e729593f76f0bacc2261df4(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = _V['placing']
        return _add(vm, _V['used'][v_me], [[v_placing[0], v_placing[1]]])
    return _e


FACTORIES['fc2d00c99e729593f76f0bacc2261df4'] = _fc2d00c99e729593f76f0bacc2261df4


def _3f0b544c2ddfc84eb53514747ddba901(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = _V['placing']
        return _fn_remove_one(vm, _V['waiting'][v_me], v_placing[2])
    return _e


FACTORIES['3f0b544c2ddfc84eb53514747ddba901'] = _3f0b544c2ddfc84eb53514747ddba901


def _760770a5fd6e35631336d2758ca0257c(namespace: Any) -> Any:
    _le = namespace['_le']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return _le(vm, v_price, _V['army'][v_me])
    return _e


FACTORIES['760770a5fd6e35631336d2758ca0257c'] = _760770a5fd6e35631336d2758ca0257c


def _8ab43d633b0a2bb7342e67980c679e08(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_without = namespace['_fn_without']
    _in = namespace['_in']
    _le = namespace['_le']
    _p_len = namespace['_p_len']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'row' in _d:
                v_row = _d['row']
                break
        else:
            v_row = _V['row']
        return _le(vm, _fn_lookup(vm, v_row, 'pay_army', 0), _V['army'][v_me]) and (_fn_lookup(vm, v_row, 'remove', 0) == 0 or _in(vm, 'corrupt', _add(vm, _V['waiting'][v_me], _V['rest'][v_me]))) and (_fn_lookup(vm, v_row, 'swap') is None or (_in(vm, v_row['swap'][0], _V['waiting'][v_me]) and _V['supply'][v_row['swap'][1]] > 0)) and (_fn_lookup(vm, v_row, 'add_marker') is None or (_fn_count(vm, 'markers', v_me) > 0 and _p_len(vm, _fn_without(vm, _fn_areas_of(vm, v_row['add_marker'], v_me), _fn_areas_of(vm, v_row['add_marker'], v_me, 2))) > 0))
    return _e


FACTORIES['8ab43d633b0a2bb7342e67980c679e08'] = _8ab43d633b0a2bb7342e67980c679e08


def _bc7013784b3df9b920cc19c3e522e7a5(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'row' in _d:
                v_row = _d['row']
                break
        else:
            v_row = _V['row']
        return _sub(vm, _fn_lookup(vm, v_row, 'pay_gold', 0), _V['gold'][v_me])
    return _e


FACTORIES['bc7013784b3df9b920cc19c3e522e7a5'] = _bc7013784b3df9b920cc19c3e522e7a5


def _a4c55549ad2aa13ca6e60e94ba5a2e6d(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'steps' in _d:
                v_steps = _d['steps']
                break
        else:
            v_steps = _V['steps']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = _V['t']
        return _p_max(vm, 0, _sub(vm, _add(vm, v_steps, _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1)), _fn_lookup(vm, _V['boost'][v_me], 'disc_conquer', 0)))
    return _e


FACTORIES['a4c55549ad2aa13ca6e60e94ba5a2e6d'] = _a4c55549ad2aa13ca6e60e94ba5a2e6d


def _f8531d1fcc6db9a85d732c1dff9c3a64(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = _V['t']
        return _add(vm, _V['attacked'][v_me], [v_t])
    return _e


FACTORIES['f8531d1fcc6db9a85d732c1dff9c3a64'] = _f8531d1fcc6db9a85d732c1dff9c3a64


def _e2b7fa90e9aad4a3208311876a1a0635(namespace: Any) -> Any:
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
        return _V['bag'][v_me]
    return _e


FACTORIES['e2b7fa90e9aad4a3208311876a1a0635'] = _e2b7fa90e9aad4a3208311876a1a0635


def _6d19aa02d81119a836c45f6a284d6b89(namespace: Any) -> Any:
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
        return _V['buildings'][v_me]
    return _e


FACTORIES['6d19aa02d81119a836c45f6a284d6b89'] = _6d19aa02d81119a836c45f6a284d6b89


def _7f26cfada5c41220c4dd257908a11012(namespace: Any) -> Any:
    _add = namespace['_add']
    _in = namespace['_in']
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
        return _add(vm, ['waiting'] if _in(vm, 'corrupt', _V['waiting'][v_me]) else [], ['rest'] if _in(vm, 'corrupt', _V['rest'][v_me]) else [])
    return _e


FACTORIES['7f26cfada5c41220c4dd257908a11012'] = _7f26cfada5c41220c4dd257908a11012


def _00720563cbc88c113290ca82959f85bd(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _V['bag'][v_me], _V['rest'][v_me])
    return _e


FACTORIES['00720563cbc88c113290ca82959f85bd'] = _00720563cbc88c113290ca82959f85bd


def _155dfe9e7403a22f4ce4dde7ef0a4e55(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _V['gold'][v_me], 1)
    return _e


FACTORIES['155dfe9e7403a22f4ce4dde7ef0a4e55'] = _155dfe9e7403a22f4ce4dde7ef0a4e55


def _2f09fb60fc3e40703703bafa5881fda7(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _V['gold'][v_me], _V['army'][v_me])
    return _e


FACTORIES['2f09fb60fc3e40703703bafa5881fda7'] = _2f09fb60fc3e40703703bafa5881fda7


def _bbc838b057723166716163cbf11b3edb(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _add(vm, _V['rest'][v_me], _V['placed'][v_me]), _V['waiting'][v_me])
    return _e


FACTORIES['bbc838b057723166716163cbf11b3edb'] = _bbc838b057723166716163cbf11b3edb


def _8e01b09e3b785e31c1b3d6a88c545768(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
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
        return _fn_distinct(vm, _V['rest'][v_me])
    return _e


FACTORIES['8e01b09e3b785e31c1b3d6a88c545768'] = _8e01b09e3b785e31c1b3d6a88c545768


def _73c64585fe0b09f51e12d5110f18f72a(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
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
        return _fn_distinct(vm, _V['waiting'][v_me])
    return _e


FACTORIES['73c64585fe0b09f51e12d5110f18f72a'] = _73c64585fe0b09f51e12d5110f18f72a


def _d084f25d90e989cb4f8e7de001ceedfd(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
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
        return _fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0
    return _e


FACTORIES['d084f25d90e989cb4f8e7de001ceedfd'] = _d084f25d90e989cb4f8e7de001ceedfd


def _c21316fd9c2c589c4187e093593eb46e(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
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
        return _fn_lookup(vm, _V['boost'][v_me], 'refill', 0)
    return _e


FACTORIES['c21316fd9c2c589c4187e093593eb46e'] = _c21316fd9c2c589c4187e093593eb46e


def _51e6e8481cd5fc6788018b1c3733317a(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_len = namespace['_p_len']
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
        return _fn_lookup(vm, _V['boost'][v_me], 'refill_all', 0) > 0 and _p_len(vm, _V['rest'][v_me]) > 0
    return _e


FACTORIES['51e6e8481cd5fc6788018b1c3733317a'] = _51e6e8481cd5fc6788018b1c3733317a


def _5447acd9077ee8536dc79430134ea858(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
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
        return _fn_remove_one(vm, _V['rest'][v_me], 'corrupt')
    return _e


FACTORIES['5447acd9077ee8536dc79430134ea858'] = _5447acd9077ee8536dc79430134ea858


def _789ee4e1064471df2664efbcf5a4523a(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
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
        return _fn_remove_one(vm, _V['waiting'][v_me], 'corrupt')
    return _e


FACTORIES['789ee4e1064471df2664efbcf5a4523a'] = _789ee4e1064471df2664efbcf5a4523a


def _d136fa7664d3b7b8c1b8be0b429595ca(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
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
        return _fn_without(vm, _V['buildings'][v_me], _V['flipped'][v_me])
    return _e


FACTORIES['d136fa7664d3b7b8c1b8be0b429595ca'] = _d136fa7664d3b7b8c1b8be0b429595ca


def _76d805024216611b288385781548c3dc(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
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
        return _p_len(vm, _V['bag'][v_me]) == 0
    return _e


FACTORIES['76d805024216611b288385781548c3dc'] = _76d805024216611b288385781548c3dc


def _2082f4add210647a10b907f337eec4a8(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
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
        return _p_len(vm, _V['bag'][v_me]) > 0
    return _e


FACTORIES['2082f4add210647a10b907f337eec4a8'] = _2082f4add210647a10b907f337eec4a8


def _49365049fd195559e923b3f249a2fe34(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
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
        return _p_len(vm, _V['flipped'][v_me]) == 0
    return _e


FACTORIES['49365049fd195559e923b3f249a2fe34'] = _49365049fd195559e923b3f249a2fe34


def _bbca50f04aeb7b88aad61ffbad25a16b(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
        return _p_max(vm, 0, _sub(vm, _add(vm, 2, _fn_pieces_on(vm, 'person', v_me)), _fn_lookup(vm, _V['boost'][v_me], 'disc_sponsor', 0)))
    return _e


FACTORIES['bbca50f04aeb7b88aad61ffbad25a16b'] = _bbca50f04aeb7b88aad61ffbad25a16b


def _50dfe315ca00b6e8290db007bd77991b(namespace: Any) -> Any:
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
        return not _V['taxed'][v_me]
    return _e


FACTORIES['50dfe315ca00b6e8290db007bd77991b'] = _50dfe315ca00b6e8290db007bd77991b


def _b6ac8e91c6952780b0dd5bddaaaee466(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                v_name = _d['name']
                break
        else:
            v_name = _V['name']
        return _V['pile_decks'][v_name]
    return _e


FACTORIES['b6ac8e91c6952780b0dd5bddaaaee466'] = _b6ac8e91c6952780b0dd5bddaaaee466


def _01d90be392b70af564a52cad0d6b77f8(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                v_name = _d['name']
                break
        else:
            v_name = _V['name']
        return _add(vm, _V['display'], _sliced(vm, _V['piles'][v_name][:_V['per_deal']]))
    return _e


FACTORIES['01d90be392b70af564a52cad0d6b77f8'] = _01d90be392b70af564a52cad0d6b77f8


def _5cb150e785c00e052551ded10ebe302f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                v_name = _d['name']
                break
        else:
            v_name = _V['name']
        return _sliced(vm, _V['piles'][v_name][_V['per_deal']:])
    return _e


FACTORIES['5cb150e785c00e052551ded10ebe302f'] = _5cb150e785c00e052551ded10ebe302f


def _67e1586391b5a2a70741f0ee21d26ec3(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'others' in _d:
                v_others = _d['others']
                break
        else:
            v_others = _V['others']
        return _add(vm, _V['persons'], _sliced(vm, v_others[:_V['extra_persons']]))
    return _e


FACTORIES['67e1586391b5a2a70741f0ee21d26ec3'] = _67e1586391b5a2a70741f0ee21d26ec3


def _74371da446fdd70971eda7258195df3a(namespace: Any) -> Any:
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_props_of = namespace['_fn_props_of']
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
        return [_fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'red'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'yellow'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'green')]
    return _e


FACTORIES['74371da446fdd70971eda7258195df3a'] = _74371da446fdd70971eda7258195df3a


def _30f0f8d366db8c58e2b41d888e805bbb(namespace: Any) -> Any:
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
        return _V['buildings'][v_p]
    return _e


FACTORIES['30f0f8d366db8c58e2b41d888e805bbb'] = _30f0f8d366db8c58e2b41d888e805bbb


def _639664b38837b7618bbe03d5044a0332(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
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
        return _add(vm, _add(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'soldier'), _fn_occurrences(vm, _V['waiting'][v_p], 'merchant')), _fn_occurrences(vm, _V['waiting'][v_p], 'priest'))
    return _e


FACTORIES['639664b38837b7618bbe03d5044a0332'] = _639664b38837b7618bbe03d5044a0332


def _76127609582b04179a172443305ab6e7(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_scores = namespace['_fn_scores']
    _mul = namespace['_mul']
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
        return _add(vm, _mul(vm, _fn_scores(vm)[v_p], 1000000), _V['stamp'][v_p])
    return _e


FACTORIES['76127609582b04179a172443305ab6e7'] = _76127609582b04179a172443305ab6e7


def _bbccd227bdc0bdabed83aec4e290a9ea(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
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
        return _fn_occurrences(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]), 'corrupt')
    return _e


FACTORIES['bbccd227bdc0bdabed83aec4e290a9ea'] = _bbccd227bdc0bdabed83aec4e290a9ea


def _4af8a8834fb33d4d262ca9d961e497c8(namespace: Any) -> Any:
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
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
        return _fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'commoner'), [[3, 9], [2, 6], [0, 3]])
    return _e


FACTORIES['4af8a8834fb33d4d262ca9d961e497c8'] = _4af8a8834fb33d4d262ca9d961e497c8


def _fb61a2ea7dc120bc5e060849034da786(namespace: Any) -> Any:
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
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
        return _fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'corrupt'), [[2, 3], [1, 6], [0, 9]])
    return _e


FACTORIES['fb61a2ea7dc120bc5e060849034da786'] = _fb61a2ea7dc120bc5e060849034da786


def _3744baea71e05a3e351d9afe55eac590(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = _V['person']
        return _add(vm, _V['persons'], [v_person])
    return _e


FACTORIES['3744baea71e05a3e351d9afe55eac590'] = _3744baea71e05a3e351d9afe55eac590


def _8127c8564b1dbd70340b7b30dd70ba01(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'site' in _d:
                v_site = _d['site']
                break
        else:
            v_site = _V['site']
        return _add(vm, _V['taken'], [v_site])
    return _e


FACTORIES['8127c8564b1dbd70340b7b30dd70ba01'] = _8127c8564b1dbd70340b7b30dd70ba01


def _48ced035d0151f060fe9a470e37ef3d4(namespace: Any) -> Any:
    _p_min = namespace['_p_min']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return [5, 7, 9][_sub(vm, _p_min(vm, _V['council'], 3), 1)]
    return _e


FACTORIES['48ced035d0151f060fe9a470e37ef3d4'] = _48ced035d0151f060fe9a470e37ef3d4


def _0fe32bd979adc7540685ca509d8a1aa9(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['clock']
    return _e


FACTORIES['0fe32bd979adc7540685ca509d8a1aa9'] = _0fe32bd979adc7540685ca509d8a1aa9


def _8060800a805a272e9dd5ee7108f07a50(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['persons']
    return _e


FACTORIES['8060800a805a272e9dd5ee7108f07a50'] = _8060800a805a272e9dd5ee7108f07a50


def _2fc489ece893fcd87ecfb2065a032d73(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['players']
    return _e


FACTORIES['2fc489ece893fcd87ecfb2065a032d73'] = _2fc489ece893fcd87ecfb2065a032d73


def _a0faf805600cf22b743de5e0ad2a878d(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['players'][0]
    return _e


FACTORIES['a0faf805600cf22b743de5e0ad2a878d'] = _a0faf805600cf22b743de5e0ad2a878d


def _e338fec0cdb1141992f586862b53e9e2(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['rounds_played']
    return _e


FACTORIES['e338fec0cdb1141992f586862b53e9e2'] = _e338fec0cdb1141992f586862b53e9e2


def _71f4345b60b1aeae27e0e9a88aba879a(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['supply']['corrupt'] > 0
    return _e


FACTORIES['71f4345b60b1aeae27e0e9a88aba879a'] = _71f4345b60b1aeae27e0e9a88aba879a


def _caba5b6c0c7fe6b86e061f0bdf4104d0(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _V['turn_order']
    return _e


FACTORIES['caba5b6c0c7fe6b86e061f0bdf4104d0'] = _caba5b6c0c7fe6b86e061f0bdf4104d0


def _620bee6caee09509748972b08dc86252(namespace: Any) -> Any:
    _add = namespace['_add']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['clock'], 1)
    return _e


FACTORIES['620bee6caee09509748972b08dc86252'] = _620bee6caee09509748972b08dc86252


def _811479ebda62dbe158c84f4e8e8daade(namespace: Any) -> Any:
    _add = namespace['_add']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['council'], 1)
    return _e


FACTORIES['811479ebda62dbe158c84f4e8e8daade'] = _811479ebda62dbe158c84f4e8e8daade


def _a466899dde0ab748c7601988800a4dd4(namespace: Any) -> Any:
    _add = namespace['_add']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['rounds_played'], 1)
    return _e


FACTORIES['a466899dde0ab748c7601988800a4dd4'] = _a466899dde0ab748c7601988800a4dd4


def _694e333c28d7874a611a2fbeba12a472(namespace: Any) -> Any:
    _add = namespace['_add']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['supply']['corrupt'], 1)
    return _e


FACTORIES['694e333c28d7874a611a2fbeba12a472'] = _694e333c28d7874a611a2fbeba12a472


def _61a742e371ccd729ba3ec82699d84bcd(namespace: Any) -> Any:
    _add = namespace['_add']
    _p_len = namespace['_p_len']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _add(vm, _p_len(vm, _V['players']), 1)
    return _e


FACTORIES['61a742e371ccd729ba3ec82699d84bcd'] = _61a742e371ccd729ba3ec82699d84bcd


def _68fa96f4eb74812356eefec2c295a9e9(namespace: Any) -> Any:
    _add = namespace['_add']
    _eq = namespace['_eq']
    _fn_total_length = namespace['_fn_total_length']
    _fn_values_of = namespace['_fn_values_of']
    _p_sum = namespace['_p_sum']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _eq(vm, _add(vm, _add(vm, _add(vm, _add(vm, _fn_total_length(vm, _V['bag']), _fn_total_length(vm, _V['waiting'])), _fn_total_length(vm, _V['rest'])), _fn_total_length(vm, _V['placed'])), _p_sum(vm, _fn_values_of(vm, _V['supply']))), _V['citizens_total'])
    return _e


FACTORIES['68fa96f4eb74812356eefec2c295a9e9'] = _68fa96f4eb74812356eefec2c295a9e9


def _0b121a81864f24a3edbc1cc54791d991(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_distinct(vm, _V['display'])
    return _e


FACTORIES['0b121a81864f24a3edbc1cc54791d991'] = _0b121a81864f24a3edbc1cc54791d991


def _89db837e619849b2f5dc7b26ea159564(namespace: Any) -> Any:
    _fn_ranked = namespace['_fn_ranked']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_ranked(vm, _V['players'], _V['rank_key'])
    return _e


FACTORIES['89db837e619849b2f5dc7b26ea159564'] = _89db837e619849b2f5dc7b26ea159564


def _7378c2205ab32c3c476647b42cba1840(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_without(vm, _V['castle_sites'], _V['taken'])
    return _e


FACTORIES['7378c2205ab32c3c476647b42cba1840'] = _7378c2205ab32c3c476647b42cba1840


def _e05ca1d0dce0fd8f39b5c18417a64ca8(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _fn_without(vm, _fn_areas(vm, 'person'), _V['persons'])
    return _e


FACTORIES['e05ca1d0dce0fd8f39b5c18417a64ca8'] = _e05ca1d0dce0fd8f39b5c18417a64ca8


def _e1f03c7811c2a4df3ae3af3980dd7901(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    _le = namespace['_le']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _le(vm, _V['round'], _fn_option(vm, 'last_build_round'))
    return _e


FACTORIES['e1f03c7811c2a4df3ae3af3980dd7901'] = _e1f03c7811c2a4df3ae3af3980dd7901


def _e5715a354a9ed65f5f100ca47d4f5c55(namespace: Any) -> Any:
    _mul = namespace['_mul']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _mul(vm, _V['per_deal'], 3)
    return _e


FACTORIES['e5715a354a9ed65f5f100ca47d4f5c55'] = _e5715a354a9ed65f5f100ca47d4f5c55


def _92c6bf884fb9cd7cf312e1b4b5582fe9(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
    _p_len = namespace['_p_len']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _p_len(vm, _fn_without(vm, _V['castle_sites'], _V['taken'])) == 1
    return _e


FACTORIES['92c6bf884fb9cd7cf312e1b4b5582fe9'] = _92c6bf884fb9cd7cf312e1b4b5582fe9


def _6f84fbee7f2a99b27ee717eca6b35a31(namespace: Any) -> Any:
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _p_list(vm, _p_range(vm, _V['extra_persons']))
    return _e


FACTORIES['6f84fbee7f2a99b27ee717eca6b35a31'] = _6f84fbee7f2a99b27ee717eca6b35a31


def _db9644e8ac4b5006897d40fb2a4eef60(namespace: Any) -> Any:
    _fn_values_of = namespace['_fn_values_of']
    _p_min = namespace['_p_min']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _p_min(vm, _fn_values_of(vm, _V['supply'])) >= 0
    return _e


FACTORIES['db9644e8ac4b5006897d40fb2a4eef60'] = _db9644e8ac4b5006897d40fb2a4eef60


def _58dbe6c46dc61f8aa4da842c5794081a(namespace: Any) -> Any:
    _p_sorted = namespace['_p_sorted']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _p_sorted(vm, _V['pile_decks'])
    return _e


FACTORIES['58dbe6c46dc61f8aa4da842c5794081a'] = _58dbe6c46dc61f8aa4da842c5794081a


def _9b29993f66baa83a3301edf0e8bb0492(namespace: Any) -> Any:
    _p_sorted = namespace['_p_sorted']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _p_sorted(vm, _V['piles'])
    return _e


FACTORIES['9b29993f66baa83a3301edf0e8bb0492'] = _9b29993f66baa83a3301edf0e8bb0492


def _906cc9ae65bb2142e80e88c36c0e3823(namespace: Any) -> Any:
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _sub(vm, _V['supply']['commoner'], 4)
    return _e


FACTORIES['906cc9ae65bb2142e80e88c36c0e3823'] = _906cc9ae65bb2142e80e88c36c0e3823


def _3577dd184fd65a87c99bbdf8e3174325(namespace: Any) -> Any:
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        _V = vm.vars
        return _sub(vm, _V['supply']['corrupt'], 1)
    return _e


FACTORIES['3577dd184fd65a87c99bbdf8e3174325'] = _3577dd184fd65a87c99bbdf8e3174325


def _be3c2e55b5c9ca7844fd93df6531e7c7(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act != 'tax' and v_act[0] == 'build'
    return _e


FACTORIES['be3c2e55b5c9ca7844fd93df6531e7c7'] = _be3c2e55b5c9ca7844fd93df6531e7c7


def _01b00985affee65518362a52cbb07dde(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act != 'tax' and v_act[0] in ['conquer', 'conquer-free']
    return _e


FACTORIES['01b00985affee65518362a52cbb07dde'] = _01b00985affee65518362a52cbb07dde


def _98b6014922bd15e398917f7e003ad6fa(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act != 'tax' and v_act[0] in ['sponsor', 'sponsor-free']
    return _e


FACTORIES['98b6014922bd15e398917f7e003ad6fa'] = _98b6014922bd15e398917f7e003ad6fa


def _71981a0d3854827191a873d01e5e5646(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act == 'tax'
    return _e


FACTORIES['71981a0d3854827191a873d01e5e5646'] = _71981a0d3854827191a873d01e5e5646


def _171a9be884dda14449f5b1eba37fe089(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act is None
    return _e


FACTORIES['171a9be884dda14449f5b1eba37fe089'] = _171a9be884dda14449f5b1eba37fe089


def _53b00514500d5f7c5c5adb8ffedf60fb(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act[0] == 'conquer-free'
    return _e


FACTORIES['53b00514500d5f7c5c5adb8ffedf60fb'] = _53b00514500d5f7c5c5adb8ffedf60fb


def _8dba42007c3c22b42e396c68d53cfc89(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act[0] == 'sponsor-free'
    return _e


FACTORIES['8dba42007c3c22b42e396c68d53cfc89'] = _8dba42007c3c22b42e396c68d53cfc89


def _4685caa0dbcf3c10584cc54b952e8e71(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act[1]
    return _e


FACTORIES['4685caa0dbcf3c10584cc54b952e8e71'] = _4685caa0dbcf3c10584cc54b952e8e71


def _e865bd1e745b8a4beb8f4f424be81125(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'area' in _d:
                v_area = _d['area']
                break
        else:
            v_area = vm.vars['area']
        return v_area == 'rest'
    return _e


FACTORIES['e865bd1e745b8a4beb8f4f424be81125'] = _e865bd1e745b8a4beb8f4f424be81125


def _deb95ac43fa5cb0872bdd61d313c367a(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'area' in _d:
                v_area = _d['area']
                break
        else:
            v_area = vm.vars['area']
        return v_area == 'waiting'
    return _e


FACTORIES['deb95ac43fa5cb0872bdd61d313c367a'] = _deb95ac43fa5cb0872bdd61d313c367a


def _edd3ed10b6bec933f5d69b1f1f0efce8(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'area' in _d:
                v_area = _d['area']
                break
        else:
            v_area = vm.vars['area']
        return v_area is not None
    return _e


FACTORIES['edd3ed10b6bec933f5d69b1f1f0efce8'] = _edd3ed10b6bec933f5d69b1f1f0efce8


def _73270e2ab35c25405ff2243c8a41cb43(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'built' in _d:
                v_built = _d['built']
                break
        else:
            v_built = vm.vars['built']
        return _add(vm, v_built, _fn_prop(vm, v_b, 'fame'))
    return _e


FACTORIES['73270e2ab35c25405ff2243c8a41cb43'] = _73270e2ab35c25405ff2243c8a41cb43


def _d5641e6c2d864147531366103e04fb59(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = vm.vars['i']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        return _add(vm, v_opts, [[v_b, v_i, v_kind]])
    return _e


FACTORIES['d5641e6c2d864147531366103e04fb59'] = _d5641e6c2d864147531366103e04fb59


def _e314d2c6470587d7b46db468f851c22e(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        return _fn_prop(vm, v_b, 'passive')
    return _e


FACTORIES['e314d2c6470587d7b46db468f851c22e'] = _e314d2c6470587d7b46db468f851c22e


def _b98cadc13cb9f151e7973aac3da488d3(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        return _fn_prop(vm, v_b, 'passive') is not None
    return _e


FACTORIES['b98cadc13cb9f151e7973aac3da488d3'] = _b98cadc13cb9f151e7973aac3da488d3


def _42dd558b0b3fec3d370e1d1688a0f968(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        return _fn_prop(vm, v_b, 'slots')
    return _e


FACTORIES['42dd558b0b3fec3d370e1d1688a0f968'] = _42dd558b0b3fec3d370e1d1688a0f968


def _5ec9076b2ca47e21fc17ced074ded51e(namespace: Any) -> Any:
    _fn_scores = namespace['_fn_scores']
    _ne = namespace['_ne']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'before' in _d:
                v_before = _d['before']
                break
        else:
            v_before = vm.vars['before']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'who' in _d:
                v_who = _d['who']
                break
        else:
            v_who = vm.vars['who']
        return _ne(vm, _fn_scores(vm)[v_who], v_before)
    return _e


FACTORIES['5ec9076b2ca47e21fc17ced074ded51e'] = _5ec9076b2ca47e21fc17ced074ded51e


def _fc59ceb2a73f581a5d27246ebdc94de7(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'building' in _d:
                return _d['building']
        return vm.vars['building']
    return _e


FACTORIES['fc59ceb2a73f581a5d27246ebdc94de7'] = _fc59ceb2a73f581a5d27246ebdc94de7


def _2f7f2a6624f68d3cfe21c20125253b3b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'built' in _d:
                return _d['built']
        return vm.vars['built']
    return _e


FACTORIES['2f7f2a6624f68d3cfe21c20125253b3b'] = _2f7f2a6624f68d3cfe21c20125253b3b


def _3c6b4a59a2ef331443fcb2d11b57494c(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        return _add(vm, v_opts, [['build', v_card]])
    return _e


FACTORIES['3c6b4a59a2ef331443fcb2d11b57494c'] = _3c6b4a59a2ef331443fcb2d11b57494c


def _7ab775ace8b4504af6a297d51a48942b(namespace: Any) -> Any:
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
        return _fn_prop(vm, v_card, 'cost')
    return _e


FACTORIES['7ab775ace8b4504af6a297d51a48942b'] = _7ab775ace8b4504af6a297d51a48942b


def _070b97d6b862f34409078c919848af77(namespace: Any) -> Any:
    _fn_tier = namespace['_fn_tier']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'colours' in _d:
                v_colours = _d['colours']
                break
        else:
            v_colours = vm.vars['colours']
        return _fn_tier(vm, _p_max(vm, v_colours), [[6, 9], [4, 6], [0, 3]])
    return _e


FACTORIES['070b97d6b862f34409078c919848af77'] = _070b97d6b862f34409078c919848af77


def _bd2d9b974902f696e4bc4a10cff57993(namespace: Any) -> Any:
    _mul = namespace['_mul']
    _p_min = namespace['_p_min']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'colours' in _d:
                v_colours = _d['colours']
                break
        else:
            v_colours = vm.vars['colours']
        return _mul(vm, 3, _p_min(vm, _p_min(vm, v_colours), 3))
    return _e


FACTORIES['bd2d9b974902f696e4bc4a10cff57993'] = _bd2d9b974902f696e4bc4a10cff57993


def _1fa0bf2fc8a6fedc427d14d9b6a7d5ee(namespace: Any) -> Any:
    _mul = namespace['_mul']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'corrupt' in _d:
                v_corrupt = _d['corrupt']
                break
        else:
            v_corrupt = vm.vars['corrupt']
        return _mul(vm, -2, v_corrupt)
    return _e


FACTORIES['1fa0bf2fc8a6fedc427d14d9b6a7d5ee'] = _1fa0bf2fc8a6fedc427d14d9b6a7d5ee


def _6ab131c1565c5b8da0b773f1d78b61ed(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'drawn' in _d:
                return _d['drawn']
        return vm.vars['drawn']
    return _e


FACTORIES['6ab131c1565c5b8da0b773f1d78b61ed'] = _6ab131c1565c5b8da0b773f1d78b61ed


def _4e291508c870ae4f1a30635d900aef0a(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'key' in _d:
                v_key = _d['key']
                break
        else:
            v_key = vm.vars['key']
        return _in(vm, v_key, v_e)
    return _e


FACTORIES['4e291508c870ae4f1a30635d900aef0a'] = _4e291508c870ae4f1a30635d900aef0a


def _6661d53871248562b2825dbdd05b08fd(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'draw', 0)
    return _e


FACTORIES['6661d53871248562b2825dbdd05b08fd'] = _6661d53871248562b2825dbdd05b08fd


def _22f7d12248ee144d1913625195fbd5c0(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'fame', 0) > 0
    return _e


FACTORIES['22f7d12248ee144d1913625195fbd5c0'] = _22f7d12248ee144d1913625195fbd5c0


def _0d6902ae32cbe4f7eaf3b9bcb2b407de(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'gain', [])
    return _e


FACTORIES['0d6902ae32cbe4f7eaf3b9bcb2b407de'] = _0d6902ae32cbe4f7eaf3b9bcb2b407de


def _dd2b639932523dc490be2c8ded5e6e9f(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _in(vm, 'refill', v_e)
    return _e


FACTORIES['dd2b639932523dc490be2c8ded5e6e9f'] = _dd2b639932523dc490be2c8ded5e6e9f


def _cc75de1aeaf3630ecaa34681ab19ffe4(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _p_list(vm, _p_range(vm, _fn_lookup(vm, v_e, 'remove', 0)))
    return _e


FACTORIES['cc75de1aeaf3630ecaa34681ab19ffe4'] = _cc75de1aeaf3630ecaa34681ab19ffe4


def _211bff23b8c97db576a08aa0d18aac5e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return v_e['fame']
    return _e


FACTORIES['211bff23b8c97db576a08aa0d18aac5e'] = _211bff23b8c97db576a08aa0d18aac5e


def _99e065b52a6a1bf6fee924ef3632d130(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return v_e['swap'][0]
    return _e


FACTORIES['99e065b52a6a1bf6fee924ef3632d130'] = _99e065b52a6a1bf6fee924ef3632d130


def _314b468a07d2de66d1963c35d2294dc9(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return v_e['swap'][1]
    return _e


FACTORIES['314b468a07d2de66d1963c35d2294dc9'] = _314b468a07d2de66d1963c35d2294dc9


def _eea6efccf4bcad4551d33e102ddf9685(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'extra' in _d:
                v_extra = _d['extra']
                break
        else:
            v_extra = vm.vars['extra']
        return v_extra == 'draw'
    return _e


FACTORIES['eea6efccf4bcad4551d33e102ddf9685'] = _eea6efccf4bcad4551d33e102ddf9685


def _7d935126d215f8083c5ce58c7844b14e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'gained' in _d:
                return _d['gained']
        return vm.vars['gained']
    return _e


FACTORIES['7d935126d215f8083c5ce58c7844b14e'] = _7d935126d215f8083c5ce58c7844b14e


def _146a880329dbd907be1f7239681501ce(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'gained' in _d:
                v_gained = _d['gained']
                break
        else:
            v_gained = vm.vars['gained']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'pts' in _d:
                v_pts = _d['pts']
                break
        else:
            v_pts = vm.vars['pts']
        return _add(vm, v_gained, v_pts)
    return _e


FACTORIES['146a880329dbd907be1f7239681501ce'] = _146a880329dbd907be1f7239681501ce


def _6cceb31a0f4255d67f86c6b30a723e8c(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'had_enemy' in _d:
                v_had_enemy = _d['had_enemy']
                break
        else:
            v_had_enemy = vm.vars['had_enemy']
        return 5 if v_had_enemy else 2
    return _e


FACTORIES['6cceb31a0f4255d67f86c6b30a723e8c'] = _6cceb31a0f4255d67f86c6b30a723e8c


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


def _69d7198749dc0a302ac79f79df6dacd2(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'k' in _d:
                v_k = _d['k']
                break
        else:
            v_k = vm.vars['k']
        return _add(vm, v_k, 1)
    return _e


FACTORIES['69d7198749dc0a302ac79f79df6dacd2'] = _69d7198749dc0a302ac79f79df6dacd2


def _ea2eb22ee1b7ffbf4c9cc4bc0a5907a7(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                return _d['kind']
        return vm.vars['kind']
    return _e


FACTORIES['ea2eb22ee1b7ffbf4c9cc4bc0a5907a7'] = _ea2eb22ee1b7ffbf4c9cc4bc0a5907a7


def _501465b74d5c7f88ef0f06298434a5bc(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'slot' in _d:
                v_slot = _d['slot']
                break
        else:
            v_slot = vm.vars['slot']
        return _in(vm, v_kind, v_slot['accepts'])
    return _e


FACTORIES['501465b74d5c7f88ef0f06298434a5bc'] = _501465b74d5c7f88ef0f06298434a5bc


def _c15533c17e78bb3ef3ca9ace9d7f1048(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'archbishop'
    return _e


FACTORIES['c15533c17e78bb3ef3ca9ace9d7f1048'] = _c15533c17e78bb3ef3ca9ace9d7f1048


def _6ac5a9028eac6761c133887b31172f47(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'architect'
    return _e


FACTORIES['6ac5a9028eac6761c133887b31172f47'] = _6ac5a9028eac6761c133887b31172f47


def _68f0326b2915c8478a1dfa9d9d30450e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'chamberlain'
    return _e


FACTORIES['68f0326b2915c8478a1dfa9d9d30450e'] = _68f0326b2915c8478a1dfa9d9d30450e


def _b0e32b1778e5ae35018dbbc7dfa15e1f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'chancellor'
    return _e


FACTORIES['b0e32b1778e5ae35018dbbc7dfa15e1f'] = _b0e32b1778e5ae35018dbbc7dfa15e1f


def _a29bae7aea0685575611282b2b787a9f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'corrupt'
    return _e


FACTORIES['a29bae7aea0685575611282b2b787a9f'] = _a29bae7aea0685575611282b2b787a9f


def _c684bd0e44f5dd5b4da0591f599f3056(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'inquisitor'
    return _e


FACTORIES['c684bd0e44f5dd5b4da0591f599f3056'] = _c684bd0e44f5dd5b4da0591f599f3056


def _1bc0184dc6469d353577b5a6a2de1ad4(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'jester'
    return _e


FACTORIES['1bc0184dc6469d353577b5a6a2de1ad4'] = _1bc0184dc6469d353577b5a6a2de1ad4


def _6ee8c8bb76fcbc80e9a365d02b8a94d8(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'mayor'
    return _e


FACTORIES['6ee8c8bb76fcbc80e9a365d02b8a94d8'] = _6ee8c8bb76fcbc80e9a365d02b8a94d8


def _113681cfdbddc001f69e6e9977a8851f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'prince'
    return _e


FACTORIES['113681cfdbddc001f69e6e9977a8851f'] = _113681cfdbddc001f69e6e9977a8851f


def _a9ea2c85b3157d925e7f0b567c843b61(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'princess'
    return _e


FACTORIES['a9ea2c85b3157d925e7f0b567c843b61'] = _a9ea2c85b3157d925e7f0b567c843b61


def _d9bce3152a7d447a68b5f0c0487d5a48(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'queen'
    return _e


FACTORIES['d9bce3152a7d447a68b5f0c0487d5a48'] = _d9bce3152a7d447a68b5f0c0487d5a48


def _29408ce6ecd783b867c746c1c5c34f29(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'scholar'
    return _e


FACTORIES['29408ce6ecd783b867c746c1c5c34f29'] = _29408ce6ecd783b867c746c1c5c34f29


def _aa62af9d8a9a1af80a624f18ddf54552(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind is None
    return _e


FACTORIES['aa62af9d8a9a1af80a624f18ddf54552'] = _aa62af9d8a9a1af80a624f18ddf54552


def _3796087425a7b788606ce02c0e323590(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = vm.vars['left']
        return _sub(vm, v_left, 1)
    return _e


FACTORIES['3796087425a7b788606ce02c0e323590'] = _3796087425a7b788606ce02c0e323590


def _384e06b67596530a4a0c70c454a90a43(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'linked' in _d:
                v_linked = _d['linked']
                break
        else:
            v_linked = vm.vars['linked']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _in(vm, v_t, v_linked)
    return _e


FACTORIES['384e06b67596530a4a0c70c454a90a43'] = _384e06b67596530a4a0c70c454a90a43


def _f8c7b56efbdfd4f89e8efdfd7f7dc1b0(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'markers' in _d:
                v_markers = _d['markers']
                break
        else:
            v_markers = vm.vars['markers']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, v_markers, _fn_count(vm, v_t, v_p))
    return _e


FACTORIES['f8c7b56efbdfd4f89e8efdfd7f7dc1b0'] = _f8c7b56efbdfd4f89e8efdfd7f7dc1b0


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


def _114f46caea3bf84d7581fb7d317644cd(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_distances = namespace['_fn_distances']
    _fn_lookup = namespace['_fn_lookup']
    _fn_where = namespace['_fn_where']
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
            if 'mine' in _d:
                v_mine = _d['mine']
                break
        else:
            v_mine = vm.vars['mine']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _fn_lookup(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, v_mine, [v_t])), v_t)
    return _e


FACTORIES['114f46caea3bf84d7581fb7d317644cd'] = _114f46caea3bf84d7581fb7d317644cd


def _4fb3463432282ba6d15692331ebaaefd(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_distances = namespace['_fn_distances']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _fn_where = namespace['_fn_where']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me), v_t]))[v_t], _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1))
    return _e


FACTORIES['4fb3463432282ba6d15692331ebaaefd'] = _4fb3463432282ba6d15692331ebaaefd


def _70f1da54183b4a26080bbc896a95c38d(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1) > 0
    return _e


FACTORIES['70f1da54183b4a26080bbc896a95c38d'] = _70f1da54183b4a26080bbc896a95c38d


def _f5fe82ef8cb285324d3135df881b1e7a(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_pieces_on = namespace['_fn_pieces_on']
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
        return _add(vm, 2, _fn_pieces_on(vm, 'person', v_me))
    return _e


FACTORIES['f5fe82ef8cb285324d3135df881b1e7a'] = _f5fe82ef8cb285324d3135df881b1e7a


def _731d35c79b7495a23cfebaa2a04cbc02(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_where = namespace['_fn_where']
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
        return _add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me)])
    return _e


FACTORIES['731d35c79b7495a23cfebaa2a04cbc02'] = _731d35c79b7495a23cfebaa2a04cbc02


def _86eae54cd1fb613a26535008041b5071(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
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
        return _fn_count(vm, 'markers', v_me) > 0
    return _e


FACTORIES['86eae54cd1fb613a26535008041b5071'] = _86eae54cd1fb613a26535008041b5071


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


def _1fa396c8ae2af9bcf8c980ab5bbe620c(namespace: Any) -> Any:
    _fn_pieces_on = namespace['_fn_pieces_on']
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
        return _fn_pieces_on(vm, 'palace', v_me) > 0
    return _e


FACTORIES['1fa396c8ae2af9bcf8c980ab5bbe620c'] = _1fa396c8ae2af9bcf8c980ab5bbe620c


def _659eff9977c5563a0a94da38f12157ae(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
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
        return _fn_without(vm, _fn_areas_of(vm, 'person', v_me), _fn_areas_of(vm, 'person', v_me, 2))
    return _e


FACTORIES['659eff9977c5563a0a94da38f12157ae'] = _659eff9977c5563a0a94da38f12157ae


def _34ba7ba0668a16bbb4006dcab44a0304(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
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
        return _fn_without(vm, _fn_areas_of(vm, 'territory', v_me), _fn_areas_of(vm, 'territory', v_me, 2))
    return _e


FACTORIES['34ba7ba0668a16bbb4006dcab44a0304'] = _34ba7ba0668a16bbb4006dcab44a0304


def _9ccabbbc80b80b53d388c2c635f09124(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'mixed' in _d:
                v_mixed = _d['mixed']
                break
        else:
            v_mixed = vm.vars['mixed']
        return _sliced(vm, v_mixed[1:])
    return _e


FACTORIES['9ccabbbc80b80b53d388c2c635f09124'] = _9ccabbbc80b80b53d388c2c635f09124


def _8a6918f2fe63911ffe3ac3304299501b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'n' in _d:
                return _d['n']
        return vm.vars['n']
    return _e


FACTORIES['8a6918f2fe63911ffe3ac3304299501b'] = _8a6918f2fe63911ffe3ac3304299501b


def _60e65cf56b3022e823a48cdce3b54735(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'n' in _d:
                v_n = _d['n']
                break
        else:
            v_n = vm.vars['n']
        return _add(vm, v_n, 1)
    return _e


FACTORIES['60e65cf56b3022e823a48cdce3b54735'] = _60e65cf56b3022e823a48cdce3b54735


def _b3c73d556b8a415ef3cc17ec5ac5bfc6(namespace: Any) -> Any:
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'n' in _d:
                v_n = _d['n']
                break
        else:
            v_n = vm.vars['n']
        return _p_list(vm, _p_range(vm, v_n))
    return _e


FACTORIES['b3c73d556b8a415ef3cc17ec5ac5bfc6'] = _b3c73d556b8a415ef3cc17ec5ac5bfc6


def _267532fd5ca28258bf94bf90d510ea70(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                return _d['name']
        return vm.vars['name']
    return _e


FACTORIES['267532fd5ca28258bf94bf90d510ea70'] = _267532fd5ca28258bf94bf90d510ea70


def _0d3b81cd27dc22da1409a6d2da6aff70(namespace: Any) -> Any:
    _fn_tier = namespace['_fn_tier']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'on_land' in _d:
                v_on_land = _d['on_land']
                break
        else:
            v_on_land = vm.vars['on_land']
        return _fn_tier(vm, v_on_land, [[5, 9], [4, 6], [0, 3]])
    return _e


FACTORIES['0d3b81cd27dc22da1409a6d2da6aff70'] = _0d3b81cd27dc22da1409a6d2da6aff70


def _d471010ad19fc116b6f805a379bb68c1(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                return _d['opts']
        return vm.vars['opts']
    return _e


FACTORIES['d471010ad19fc116b6f805a379bb68c1'] = _d471010ad19fc116b6f805a379bb68c1


def _4b3067b771e851da3edce2edf6f5c4ef(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _add(vm, v_opts, [['sponsor', v_person]])
    return _e


FACTORIES['4b3067b771e851da3edce2edf6f5c4ef'] = _4b3067b771e851da3edce2edf6f5c4ef


def _71d3441e464ecf95aee752906f7e3a12(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _add(vm, v_opts, [['sponsor-free', v_person]])
    return _e


FACTORIES['71d3441e464ecf95aee752906f7e3a12'] = _71d3441e464ecf95aee752906f7e3a12


def _49f301ca9a2640c5c6c0b5fadc1f163d(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, v_opts, [['conquer', v_t]])
    return _e


FACTORIES['49f301ca9a2640c5c6c0b5fadc1f163d'] = _49f301ca9a2640c5c6c0b5fadc1f163d


def _eb9747a1d5761c5c7dcd648f27ea41c7(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, v_opts, [['conquer-free', v_t]])
    return _e


FACTORIES['eb9747a1d5761c5c7dcd648f27ea41c7'] = _eb9747a1d5761c5c7dcd648f27ea41c7


def _49cb7e36aacfea4715334de6540724eb(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        return _add(vm, v_opts, ['tax'])
    return _e


FACTORIES['49cb7e36aacfea4715334de6540724eb'] = _49cb7e36aacfea4715334de6540724eb


def _2d9ee16d69df4530bf2cbbe9cbeca55a(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'owner' in _d:
                return _d['owner']
        return vm.vars['owner']
    return _e


FACTORIES['2d9ee16d69df4530bf2cbbe9cbeca55a'] = _2d9ee16d69df4530bf2cbbe9cbeca55a


def _a18779613bbe85749c38b25160a4869e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'owner' in _d:
                v_owner = _d['owner']
                break
        else:
            v_owner = vm.vars['owner']
        return v_owner is not None
    return _e


FACTORIES['a18779613bbe85749c38b25160a4869e'] = _a18779613bbe85749c38b25160a4869e


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


def _61deb8f247541ed4a6ddd7fe88bbbf0c(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _p_list(vm, _p_range(vm, _fn_count(vm, v_person, v_p)))
    return _e


FACTORIES['61deb8f247541ed4a6ddd7fe88bbbf0c'] = _61deb8f247541ed4a6ddd7fe88bbbf0c


def _ca624f957ae3c94d744000c18c4a4173(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
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
        return 7 if _add(vm, _fn_count(vm, 'princess-1', v_p), _fn_count(vm, 'princess-2', v_p)) >= 2 else 5
    return _e


FACTORIES['ca624f957ae3c94d744000c18c4a4173'] = _ca624f957ae3c94d744000c18c4a4173


def _5af378727dc32ffb23a6f8335e3199d3(namespace: Any) -> Any:
    _fn_pieces_on = namespace['_fn_pieces_on']
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
        return 8 if _fn_pieces_on(vm, 'palace', v_p) > 0 else 4
    return _e


FACTORIES['5af378727dc32ffb23a6f8335e3199d3'] = _5af378727dc32ffb23a6f8335e3199d3


def _db508293f52f559c1db959917d907243(namespace: Any) -> Any:
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
        return _add(vm, 'castle:', v_p)
    return _e


FACTORIES['db508293f52f559c1db959917d907243'] = _db508293f52f559c1db959917d907243


def _cab9ac4eca3842701870234c149c2d18(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_pieces_on = namespace['_fn_pieces_on']
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
        return _add(vm, _fn_pieces_on(vm, 'territory', v_p), 1)
    return _e


FACTORIES['cab9ac4eca3842701870234c149c2d18'] = _cab9ac4eca3842701870234c149c2d18


def _fd2280082544a2a877bbe3c2715280f2(namespace: Any) -> Any:
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
        return _fn_areas_of(vm, 'territory', v_p)
    return _e


FACTORIES['fd2280082544a2a877bbe3c2715280f2'] = _fd2280082544a2a877bbe3c2715280f2


def _ef13f27ca3c4b3b3ac16d398cfaa5f66(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_distances = namespace['_fn_distances']
    _fn_where = namespace['_fn_where']
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
        return _fn_distances(vm, _fn_where(vm, 'castle', v_p), _add(vm, _fn_areas_of(vm, 'territory', v_p), [_fn_where(vm, 'castle', v_p)]))
    return _e


FACTORIES['ef13f27ca3c4b3b3ac16d398cfaa5f66'] = _ef13f27ca3c4b3b3ac16d398cfaa5f66


def _6ac0ffb2a2d8d2119b0edfdc3bc0e855(namespace: Any) -> Any:
    _fn_pieces_on = namespace['_fn_pieces_on']
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
        return _fn_pieces_on(vm, 'person', v_p)
    return _e


FACTORIES['6ac0ffb2a2d8d2119b0edfdc3bc0e855'] = _6ac0ffb2a2d8d2119b0edfdc3bc0e855


def _c6a727ca94a354ef736d0bff42ab5e9d(namespace: Any) -> Any:
    _fn_where = namespace['_fn_where']
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
        return _fn_where(vm, 'castle', v_p) is None
    return _e


FACTORIES['c6a727ca94a354ef736d0bff42ab5e9d'] = _c6a727ca94a354ef736d0bff42ab5e9d


def _d4122901627c49fd3395f4f77e9119ae(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'part' in _d:
                v_part = _d['part']
                break
        else:
            v_part = vm.vars['part']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'pile' in _d:
                v_pile = _d['pile']
                break
        else:
            v_pile = vm.vars['pile']
        return _add(vm, v_pile, v_part)
    return _e


FACTORIES['d4122901627c49fd3395f4f77e9119ae'] = _d4122901627c49fd3395f4f77e9119ae


def _4829ed1ddf6e34b191c51e4ee3f9c718(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                return _d['person']
        return vm.vars['person']
    return _e


FACTORIES['4829ed1ddf6e34b191c51e4ee3f9c718'] = _4829ed1ddf6e34b191c51e4ee3f9c718


def _9bb6aa72c6f25f53a8ac41c778811ee2(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _sliced(vm, v_person[:8]) if _sliced(vm, v_person[:8]) == 'princess' else v_person
    return _e


FACTORIES['9bb6aa72c6f25f53a8ac41c778811ee2'] = _9bb6aa72c6f25f53a8ac41c778811ee2


def _6e9d6bf88c740a2bd4686673a4146649(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'pile' in _d:
                return _d['pile']
        return vm.vars['pile']
    return _e


FACTORIES['6e9d6bf88c740a2bd4686673a4146649'] = _6e9d6bf88c740a2bd4686673a4146649


def _2e77c29b5c419562548da444882075aa(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return _fn_prop(vm, v_placing[0], 'slots')[v_placing[1]]['rows']
    return _e


FACTORIES['2e77c29b5c419562548da444882075aa'] = _2e77c29b5c419562548da444882075aa


def _e97e7177ecb257c9595e6105ca3cb268(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return v_placing == 'tax'
    return _e


FACTORIES['e97e7177ecb257c9595e6105ca3cb268'] = _e97e7177ecb257c9595e6105ca3cb268


def _cd57e651bb4193337fb844667c400952(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return v_placing is None
    return _e


FACTORIES['cd57e651bb4193337fb844667c400952'] = _cd57e651bb4193337fb844667c400952


def _fcb7bc839d4d6fae968b02cbd76506a5(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return v_placing[0]
    return _e


FACTORIES['fcb7bc839d4d6fae968b02cbd76506a5'] = _fcb7bc839d4d6fae968b02cbd76506a5


def _066c4cab505b174d6156e9d056aa67bf(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                return _d['price']
        return vm.vars['price']
    return _e


FACTORIES['066c4cab505b174d6156e9d056aa67bf'] = _066c4cab505b174d6156e9d056aa67bf


def _6229a34257bbd137aae990963fc39de7(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'q' in _d:
                return _d['q']
        return vm.vars['q']
    return _e


FACTORIES['6229a34257bbd137aae990963fc39de7'] = _6229a34257bbd137aae990963fc39de7


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


def _0f676df359f7c2372ae47e99e95a993b(namespace: Any) -> Any:
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
        return _in(vm, v_r, _fn_option(vm, 'council_rounds'))
    return _e


FACTORIES['0f676df359f7c2372ae47e99e95a993b'] = _0f676df359f7c2372ae47e99e95a993b


def _ffe05818478ea6cd60a6bcfe8f8ab6cb(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'row' in _d:
                return _d['row']
        return vm.vars['row']
    return _e


FACTORIES['ffe05818478ea6cd60a6bcfe8f8ab6cb'] = _ffe05818478ea6cd60a6bcfe8f8ab6cb


def _4382f8f08fdc7a23d2d6ad00a7abd0bd(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'short' in _d:
                v_short = _d['short']
                break
        else:
            v_short = vm.vars['short']
        return v_short <= 0
    return _e


FACTORIES['4382f8f08fdc7a23d2d6ad00a7abd0bd'] = _4382f8f08fdc7a23d2d6ad00a7abd0bd


def _8f5526d33f08852feab02d6ba310b0ca(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'site' in _d:
                return _d['site']
        return vm.vars['site']
    return _e


FACTORIES['8f5526d33f08852feab02d6ba310b0ca'] = _8f5526d33f08852feab02d6ba310b0ca


def _df0e5426ead53f91da8227eda2c8cecc(namespace: Any) -> Any:
    _fn_tier = namespace['_fn_tier']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'specialists' in _d:
                v_specialists = _d['specialists']
                break
        else:
            v_specialists = vm.vars['specialists']
        return _fn_tier(vm, v_specialists, [[5, 9], [4, 6], [0, 3]])
    return _e


FACTORIES['df0e5426ead53f91da8227eda2c8cecc'] = _df0e5426ead53f91da8227eda2c8cecc


def _af025fd41e2b9b86d18c826a58ec33fc(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'steps' in _d:
                v_steps = _d['steps']
                break
        else:
            v_steps = vm.vars['steps']
        return v_steps is not None
    return _e


FACTORIES['af025fd41e2b9b86d18c826a58ec33fc'] = _af025fd41e2b9b86d18c826a58ec33fc


def _8948139b9f54b6f860775cf5959ea750(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                return _d['t']
        return vm.vars['t']
    return _e


FACTORIES['8948139b9f54b6f860775cf5959ea750'] = _8948139b9f54b6f860775cf5959ea750


def _68a4a808aaeff5a28c75ae2f49b0c7c1(namespace: Any) -> Any:
    _fn_token_owner = namespace['_fn_token_owner']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _fn_token_owner(vm, 'castle', v_t)
    return _e


FACTORIES['68a4a808aaeff5a28c75ae2f49b0c7c1'] = _68a4a808aaeff5a28c75ae2f49b0c7c1


def _d6d6d5c4b8d012d32242bab685b78da0(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'to' in _d:
                v_to = _d['to']
                break
        else:
            v_to = vm.vars['to']
        return v_to == 'waiting'
    return _e


FACTORIES['d6d6d5c4b8d012d32242bab685b78da0'] = _d6d6d5c4b8d012d32242bab685b78da0


def _52b7b02198d7e8e361d36c3037bc98d6(namespace: Any) -> Any:
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
        return v_use == 'tax'
    return _e


FACTORIES['52b7b02198d7e8e361d36c3037bc98d6'] = _52b7b02198d7e8e361d36c3037bc98d6


def _b7fff0c2fc36fc88d0c1315510b35fa6(namespace: Any) -> Any:
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
        return v_use is not None
    return _e


FACTORIES['b7fff0c2fc36fc88d0c1315510b35fa6'] = _b7fff0c2fc36fc88d0c1315510b35fa6


def _98bd9f832fecdd04c67d535d66507004(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'use_free' in _d:
                return _d['use_free']
        return vm.vars['use_free']
    return _e


FACTORIES['98bd9f832fecdd04c67d535d66507004'] = _98bd9f832fecdd04c67d535d66507004


def _ad994b57d98aef16505e01961d86b398(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'ways' in _d:
                return _d['ways']
        return vm.vars['ways']
    return _e


FACTORIES['ad994b57d98aef16505e01961d86b398'] = _ad994b57d98aef16505e01961d86b398


def _ba332a0f7bd59cc7e95a0b46b184fed6(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'ways' in _d:
                v_ways = _d['ways']
                break
        else:
            v_ways = vm.vars['ways']
        return _p_len(vm, v_ways) == 0
    return _e


FACTORIES['ba332a0f7bd59cc7e95a0b46b184fed6'] = _ba332a0f7bd59cc7e95a0b46b184fed6


def _807faafb43746d2a6281c005cafc26c3(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'what' in _d:
                v_what = _d['what']
                break
        else:
            v_what = vm.vars['what']
        return v_what == 'gold'
    return _e


FACTORIES['807faafb43746d2a6281c005cafc26c3'] = _807faafb43746d2a6281c005cafc26c3


def _9fb7e46cf10589c6f19178cc5ec8f4f9(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'where_' in _d:
                return _d['where_']
        return vm.vars['where_']
    return _e


FACTORIES['9fb7e46cf10589c6f19178cc5ec8f4f9'] = _9fb7e46cf10589c6f19178cc5ec8f4f9


def _591e50ed62237de368c671f55dbc25e9(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'where_' in _d:
                v_where_ = _d['where_']
                break
        else:
            v_where_ = vm.vars['where_']
        return v_where_ is not None
    return _e


FACTORIES['591e50ed62237de368c671f55dbc25e9'] = _591e50ed62237de368c671f55dbc25e9


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


def _68ce7a46a85086199974478f9817052f(namespace: Any) -> Any:
    _fn_scores = namespace['_fn_scores']
    _reversed = namespace['_reversed']
    @cython.locals(vm='VM')
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'who' in _d:
                v_who = _d['who']
                break
        else:
            v_who = vm.vars['who']
        return _fn_scores(vm)[v_who]
    return _e


FACTORIES['68ce7a46a85086199974478f9817052f'] = _68ce7a46a85086199974478f9817052f


def _100857c761e839b53bfbea70997444f4(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['commoner', 'commoner', 'commoner', 'commoner']
    return _e


FACTORIES['100857c761e839b53bfbea70997444f4'] = _100857c761e839b53bfbea70997444f4


def _0fa6c6830b72a28e94c04d49b9d6506d(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['corrupt']
    return _e


FACTORIES['0fa6c6830b72a28e94c04d49b9d6506d'] = _0fa6c6830b72a28e94c04d49b9d6506d


def _c07b710dc0dea6ff519050bf4b7c69e2(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['disc_build', 'disc_conquer', 'disc_sponsor', 'free_build', 'free_conquer', 'free_sponsor']
    return _e


FACTORIES['c07b710dc0dea6ff519050bf4b7c69e2'] = _c07b710dc0dea6ff519050bf4b7c69e2


def _1fc229a9263fff3f05ad8cd716d315e1(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['draw']
    return _e


FACTORIES['1fc229a9263fff3f05ad8cd716d315e1'] = _1fc229a9263fff3f05ad8cd716d315e1


def _58bacdba2785d5e80a559a167feda7c7(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['tax']
    return _e


FACTORIES['58bacdba2785d5e80a559a167feda7c7'] = _58bacdba2785d5e80a559a167feda7c7


def _107e093c0c19bb9eeecf8a9b812dd58c(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return ['use']
    return _e


FACTORIES['107e093c0c19bb9eeecf8a9b812dd58c'] = _107e093c0c19bb9eeecf8a9b812dd58c


def _2e1cd7e9e2c08aa19e987517262822e1(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return []
    return _e


FACTORIES['2e1cd7e9e2c08aa19e987517262822e1'] = _2e1cd7e9e2c08aa19e987517262822e1


def _b009b88eb709c8c233f73bcd3b94c740(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_areas(vm, 'person')
    return _e


FACTORIES['b009b88eb709c8c233f73bcd3b94c740'] = _b009b88eb709c8c233f73bcd3b94c740


def _9cf35dde099e983260cf20c87dab042e(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'draw_count')
    return _e


FACTORIES['9cf35dde099e983260cf20c87dab042e'] = _9cf35dde099e983260cf20c87dab042e


def _93dd02febbf29c74dde6f877a9756d85(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'extra_persons') == 'random'
    return _e


FACTORIES['93dd02febbf29c74dde6f877a9756d85'] = _93dd02febbf29c74dde6f877a9756d85


def _acbfc8e112fe7870a6d29d78ec6219f4(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'mixed_buildings')
    return _e


FACTORIES['acbfc8e112fe7870a6d29d78ec6219f4'] = _acbfc8e112fe7870a6d29d78ec6219f4


def _a5337e28ced47c39e9e222426ad283a4(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    @cython.locals(vm='VM')
    def _e(vm):
        return _fn_option(vm, 'rounds')
    return _e


FACTORIES['a5337e28ced47c39e9e222426ad283a4'] = _a5337e28ced47c39e9e222426ad283a4


def _6087f69e3b92421381634564e064049f(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return {'all': [['red-1', 'yellow-1', 'green-1'], ['red-2', 'yellow-2', 'green-2'], ['red-3', 'yellow-3', 'green-3']]}
    return _e


FACTORIES['6087f69e3b92421381634564e064049f'] = _6087f69e3b92421381634564e064049f


def _741f928d2bf3b683fe21e1b4254fae48(namespace: Any) -> Any:
    @cython.locals(vm='VM')
    def _e(vm):
        return {}
    return _e


FACTORIES['741f928d2bf3b683fe21e1b4254fae48'] = _741f928d2bf3b683fe21e1b4254fae48
