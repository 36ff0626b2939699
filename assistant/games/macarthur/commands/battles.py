"""Battles (Qt-free): what the board says a battle is, its exact odds, the dice of both sides from the
game's stream, ties (refight or retreat), and the result applied as one change.

The odds shown before a roll and the roll itself come from the same :meth:`BattleCommands.make_battle`
of the same :class:`BattleSetup`; a battle is rolled and applied only when that setup is what the board
holds (the attack stacks waiting outside the town, its defenders, the situation the position gives).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Mapping, Sequence

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist, rules
from assistant.games.macarthur.battle_retreat import pick_saved
from assistant.games.macarthur.battle_values import Situation
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.state import situation_for
from assistant.store.changes import Change

from .base import MacPart
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg

MAX_ROUNDS = 50


def _stack_key(s: AttackStack) -> tuple:
    return (s.approach, s.from_sea, s.force.large, s.force.small)


@dataclass(frozen=True)
class BattleSetup:
    """The inputs of a battle as the referee sees them (stacks with no units are left out when fought)."""

    town: str
    attacker_side: str
    stacks: tuple[AttackStack, ...]
    defender: Force
    guests: Force = Force()
    situation: Situation = Situation()

    @classmethod
    def of(cls, b: core.Battle) -> "BattleSetup":
        return cls(b.town, b.attacker_side, tuple(b.attackers), b.defender, b.guests, b.situation)

    def live_stacks(self) -> tuple[AttackStack, ...]:
        return tuple(s for s in self.stacks if s.force.units)


@dataclass(frozen=True)
class BattlePreview:
    """Before the roll: the battle, each side's dice with the rule behind every step, the exact odds.
    ``error``: the inputs make no battle; ``problems``: why it cannot be rolled on this board."""

    setup: BattleSetup
    battle: core.Battle | None
    dice: Mapping[str, core.DiceCount]
    odds: core.BattleOdds | None
    error: str = ""
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.battle is not None and not self.error and not self.problems


class BattleFight:
    """A battle being rolled: each ``throw_round()`` throws both sides' dice from the game's stream (Blue's white
    dice first); a tie waits for ``choose_tie``; ``result`` is set once decided. Nothing is written
    until :meth:`BattleCommands.apply_battle` turns it into one change."""

    def __init__(self, game: "BattleCommands", battle: core.Battle):
        self.game = game
        self.battle = battle
        self.current = battle
        self.recorder = game.session.dice()
        self.start_position = game.session.stream_position()
        self.first_roll_id = game.store.next_id("rolls")
        self.turn = game.record.state.turn
        self.rounds: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self.round_results: list[core.Round] = []
        self.choices: list[str] = []
        self.roll_ids: list[int] = []
        self.tie_options: tuple[str, ...] = ()
        self.result: core.BattleResult | None = None

    @property
    def open_city(self) -> bool:
        """Manila as an Open City: the Allies there retreat without a fight (no dice)."""
        return self.battle.situation.manila and self.battle.attacker_side == rules.RED

    def _throw(self, role: str, n: int, typed: Sequence[int] | None) -> tuple[int, ...]:
        b = self.current
        side = b.side_of(role)
        why = (f"Battle for {b.town}, round {len(self.rounds) + 1}: {role} "
               f"({self.game.side_name(side)}, {rules.DICE_COLOUR[side]} dice)")
        meta = dict(actor=role, side=side, phase="battle", turn=self.turn, rulings=b.rulings.to_dict())
        if typed is None:
            out = self.recorder.roll(f"{n}d6", why=why, **meta)
            self.roll_ids.append(out.row["id"])
            return tuple(out.dice)
        faces = tuple(int(f) for f in typed)
        if len(faces) != n or not all(1 <= f <= rules.DIE_SIDES for f in faces):
            raise InputError(msg("the {0} throws {1} (faces 1-6), got {2}", role, plural(n, 'die'), list(faces)), "typed dice")
        stream = self.recorder.stream
        row = self.recorder.log(pool=f"{n}d6", dice=faces, result=sum(faces), position=stream.position,
                                why=why + " (typed)", **meta)
        stream.skip(n)           # typed dice take the stream's place, so a replay stays in step
        self.roll_ids.append(row["id"])
        return faces

    def throw_round(self, typed: tuple[Sequence[int], Sequence[int]] | None = None) -> core.Round | None:
        """Throw one round (``typed``: the attacker's and the defender's faces rolled by hand)."""
        if self.result is not None:
            raise InputError(msg("the battle is decided: apply it"), f"battle for {self.battle.town}")
        if self.tie_options:
            raise InputError(msg("a tie: choose a refight or a retreat first (Retreating; M5)"), f"battle for {self.battle.town}")
        if len(self.rounds) >= MAX_ROUNDS:
            raise InputError(msg("more than {0} rounds", MAX_ROUNDS), f"battle for {self.battle.town}")
        if self.open_city:
            self._finish()
            return None
        b = self.current
        counts = {role: core.count_dice(b, role).dice for role in (core.ATTACKER, core.DEFENDER)}
        order = [core.ATTACKER, core.DEFENDER]
        if b.attacker_side == rules.RED:      # the white (Blue) dice are thrown first
            order.reverse()
        thrown: dict[str, tuple[int, ...]] = {core.ATTACKER: (), core.DEFENDER: ()}
        for role in order:
            if counts[role]:
                given = None if typed is None else typed[0 if role == core.ATTACKER else 1]
                thrown[role] = self._throw(role, counts[role], given)
        rnd = core.fight_round(b, thrown[core.ATTACKER], thrown[core.DEFENDER])
        self.rounds.append((thrown[core.ATTACKER], thrown[core.DEFENDER]))
        self.round_results.append(rnd)
        if rnd.outcome == "tie" and any(counts.values()):
            self.tie_options = core.tie_options(b)
        else:
            self._finish()
        return rnd

    def choose_tie(self, choice: str) -> None:
        """After a tie: "refight" (dice recounted from the survivors) or a side retreats (M5; landings M12)."""
        if choice not in self.tie_options:
            raise InputError(msg("{0!r} is not open now; choose one of {1}", choice, ', '.join(self.tie_options) or 'nothing'),
                             "tie (Retreating; M5, M12)")
        self.choices.append(choice)
        self.tie_options = ()
        if choice == "refight":
            rnd = self.round_results[-1]
            self.current = replace(self.current, attackers=tuple(rnd.attackers_after), defender=rnd.defender_after)
            return
        self._finish()

    def _finish(self) -> None:
        it = iter(self.choices)
        self.result = core.resolve(self.battle, dice=self.rounds, on_tie=lambda _b, _r: next(it))


class BattleCommands(MacPart):
    def waiting_battles(self) -> dict[str, list[dict]]:
        """Towns with attack stacks waiting outside them this turn -> the stacks (the moving player picks
        the order; Battles)."""
        return dict(self.record.attacks())

    def battle_setup(self, town: str) -> BattleSetup:
        """The battle for ``town`` as the board holds it: the waiting stacks, the defenders (less the units
        that retreated in this turn), and the situation the position gives."""
        net = self._board(f"battle for {town!r}")
        net.town(town, "battle")
        rec = self.record
        side_d, force_d = rec.force_in(town)
        att = rec.moving_side or (rules.other_side(side_d) if side_d else rules.BLUE)
        retreating = [s for s in rec.attacks().get(town, []) if s.get("retreat")]
        if retreating:        # Optional Retreating Rule: the beaten defender attacks, the holder defends
            att = retreating[0]["side"]
        stacks = persist.attack_stacks(rec, town)
        guests = persist.guests_in(rec, town)
        sit = situation_for(net, rec.state, self.campaign, town, att, {s.approach for s in stacks if not s.from_sea},
                            used=rec.turn.get("used"), retreat_into_enemy_town=bool(retreating))
        return BattleSetup(town, att, stacks, force_d - guests if side_d else force_d, guests, sit)

    def make_battle(self, setup: BattleSetup) -> core.Battle:
        """The battle the setup describes, under this game's rulings (raises InputError if it is none)."""
        return core.Battle(self.campaign.id, setup.attacker_side, setup.live_stacks(), setup.defender,
                           setup.situation, self.rulings, setup.town, setup.guests)

    def board_problems(self, setup: BattleSetup) -> tuple[str, ...]:
        """Why this setup cannot be fought on the board now (empty: it is the board's battle)."""
        town = setup.town
        if self.network is None or town not in self.network.towns:
            return (f"no town {town!r} on the board",)
        if not self.record.attacks().get(town):
            return (f"no attack waits outside {town}: units must move there first (Battles)",)
        board = self.battle_setup(town)
        out = []
        if setup.attacker_side != board.attacker_side:
            out.append(f"the attacker on the board is {self.side_name(board.attacker_side)}")
        if sorted(map(_stack_key, setup.live_stacks())) != sorted(map(_stack_key, board.live_stacks())):
            out.append("the attacking stacks differ from those waiting outside " + town + ": "
                       + ", ".join(f"{s.force} from {s.approach}" for s in board.live_stacks()))
        if (setup.defender, setup.guests) != (board.defender, board.guests):
            out.append(f"the board has {board.defender} defending {town} and {board.guests} retreated in")
        if setup.situation != board.situation:
            out.append("the situation differs from what the position gives (read it from the board)")
        return tuple(out)

    def battle_preview(self, setup: BattleSetup) -> BattlePreview:
        """The dice and exact odds of the setup (nothing changes); ``problems`` say why it cannot be rolled."""
        try:
            b = self.make_battle(setup)
            dice = {role: core.count_dice(b, role) for role in (core.ATTACKER, core.DEFENDER)}
            odds = core.odds(b)
        except InputError as err:
            return BattlePreview(setup, None, {}, None, error=err.message)
        return BattlePreview(setup, b, dice, odds, problems=self.board_problems(setup))

    def battle_odds(self, town: str) -> core.BattleOdds:
        """The exact odds of the battle waiting at ``town`` (the same battle ``start_battle`` rolls)."""
        return core.odds(self.make_battle(self.battle_setup(town)))

    def start_battle(self, setup: BattleSetup | str) -> BattleFight:
        """Begin rolling the board's battle (refused when the setup is not what the board holds)."""
        if isinstance(setup, str):
            setup = self.battle_setup(setup)
        problems = self.board_problems(setup)
        if problems:
            raise InputError("; ".join(problems), f"battle for {setup.town}")
        return BattleFight(self, self.make_battle(setup))

    def retreat_options(self, result: core.BattleResult) -> dict[str, int | None]:
        """Clear roads a beaten defender may take -> room on each (None: no segment limit; M7, M9)."""
        b = result.battle
        return persist.retreat_options(self.record, self._board("retreat"), b.town, {s.approach for s in b.attackers})

    def default_retreat(self, result: core.BattleResult) -> dict[str, Force]:
        return persist.default_retreat_split(self.retreat_options(result), result.defender_retreating)

    def optional_retreat_targets(self, result: core.BattleResult) -> list[str]:
        """Optional Retreating Rule: the enemy-held towns a beaten defender may retreat toward, each at the end
        of a road out of the town that no attacking stack stands on (it never fights past enemy units on a
        road). Empty when the defender is not beaten, or the battle was itself such a retreat."""
        b = result.battle
        if (result.winner != "attacker" or b.situation.retreat_into_enemy_town or b.situation.manila
                or not (result.defender_retreating + result.defender_surrendered).units):
            return []
        net = self._board("optional retreat")
        on_roads = {s.approach for s in b.attackers if not s.from_sea}
        state = self.record.state
        return sorted(r.other(b.town) for r in net.roads_from(b.town)
                      if r.allows(b.town) and r.other(b.town) not in on_roads
                      and state.holder(r.other(b.town)) == b.attacker_side)

    def _retreat_toward(self, result: core.BattleResult, toward: str, where: str) -> tuple[core.BattleResult, dict]:
        """The result with the beaten defender heading for ``toward`` (at most 5 go, M7; the rest surrender)
        and the stack that waits outside it for the battle that follows."""
        targets = self.optional_retreat_targets(result)
        if toward not in targets:
            raise InputError(msg("{0!r} is not an enemy-held town at the end of a road free of attacking units (open: {1}) (Optional "
                                 "Retreating Rule)", toward, ', '.join(targets) or 'none'), where)
        survivors = result.defender_retreating + result.defender_surrendered
        going = pick_saved(survivors, rules.RETREAT_LIMIT) if survivors.units > rules.RETREAT_LIMIT else survivors
        stack = {"from": result.battle.town, "large": going.large, "small": going.small, "from_sea": False,
                 "retreat": True, "side": result.battle.defender_side}
        return replace(result, defender_retreating=Force(), defender_surrendered=survivors - going), stack

    def apply_battle(self, fight: BattleFight, retreat_to: Mapping[str, Force] | None = None,
                     retreat_toward: str | None = None) -> Change:
        """The decided battle as one change: its dice, the units moved, lost and retreated (split over the
        clear roads as ``retreat_to`` says, default the roads in order), and the battle's record.
        ``retreat_toward``: the Optional Retreating Rule: the beaten defender heads for that enemy-held town
        instead and waits outside it; the battle for it follows (the holder +2 dice; a lower total eliminates
        the retreating units)."""
        r = fight.result
        where = f"battle for {fight.battle.town}"
        if r is None:
            raise InputError(msg("roll the battle until it is decided first"), where)
        if (self.session.stream_position() != fight.start_position
                or self.store.next_id("rolls") != fight.first_roll_id):
            raise InputError(msg("the roll log changed since these dice were thrown: roll the battle again"), where)
        problems = self.board_problems(BattleSetup.of(fight.battle))
        if problems:
            raise InputError("; ".join(problems), where)
        stack = None
        if retreat_toward:
            r, stack = self._retreat_toward(r, retreat_toward, where)
        rec, lost = persist.apply_battle(self.record, self._board(where), self.campaign, r, retreat_to)
        n, key = persist.next_battle_key(self.store, self.game_id)
        data = persist.battle_record(n, self.record.state.turn, r, lost, fight.roll_ids, fight.choices)
        text = (f"Battle {n} for {r.battle.town}: {r.winner} wins ({self.side_name(rules.BLUE)} lost "
                f"{lost.get(rules.BLUE, 0)}, {self.side_name(rules.RED)} lost {lost.get(rules.RED, 0)})")
        summary = [text] + [str(s) for s in r.steps]
        if stack is not None:
            rec.turn.setdefault("attacks", {})[retreat_toward] = [stack]
            words = (f"Optional Retreating Rule: {Force(stack['large'], stack['small'])} of "
                     f"{self.side_name(stack['side'])} retreat toward {retreat_toward}, held by the enemy: the battle "
                     f"for {retreat_toward} follows (the holder +2 dice; a lower total eliminates them)")
            rec.turn["moves"].append(words)
            data["optional_retreat"] = {"toward": retreat_toward, "large": stack["large"], "small": stack["small"]}
            text += f"; retreat toward {retreat_toward}"
            summary.insert(1, words)
        return self._finish(text, summary, record=rec, recorder=fight.recorder,
                            extra_ops=[persist.battle_op(self.store, self.game_id, key, data)])

    def battle(self, town: str, *, on_tie: str | Callable[[BattleFight], str] = "refight",
               retreat_to: Mapping[str, Force] | None = None) -> Change:
        """Fight the battle waiting at ``town`` to its end in one go (ties: ``on_tie``, a choice or a
        function of the fight; a choice not open falls back to a refight) and apply it."""
        from .setup import forces_of

        retreat_to = forces_of(retreat_to, f"battle for {town}: retreat")
        fight = self.start_battle(town)
        while fight.result is None:
            if fight.tie_options:
                choice = on_tie(fight) if callable(on_tie) else on_tie
                fight.choose_tie(choice if choice in fight.tie_options else "refight")
            else:
                fight.throw_round()
        return self.apply_battle(fight, retreat_to)
