//! Short synthesized sounds for what happens on the board (a push or a step, a removal, a
//! capture, the end of the game): a few oscillator envelopes through Web Audio, so no
//! sound file is downloaded. Muting is remembered in `localStorage`.

use std::cell::RefCell;

use leptos::prelude::*;
use web_sys::{AudioContext, OscillatorType};

use crate::game::prefs::say;
use crate::game::state::AppState;
use tavola_core::session::AnyRecord;

/// What just happened, as a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A GIPF push, an Emergo entry or step: one soft click.
    Move,
    /// A GIPF row taken off the board: a falling pair.
    Removal,
    /// An Emergo capture: a sharper knock.
    Capture,
    /// The game is over: a rising chord.
    End,
}

/// The notes of a cue: (frequency in Hz, start and length in seconds, waveform).
fn notes(cue: Cue) -> &'static [(f32, f64, f64, OscillatorType)] {
    use OscillatorType::{Sine, Square, Triangle};
    match cue {
        Cue::Move => &[(440.0, 0.0, 0.08, Triangle)],
        Cue::Removal => &[(660.0, 0.0, 0.09, Sine), (440.0, 0.09, 0.12, Sine)],
        Cue::Capture => &[(220.0, 0.0, 0.07, Square), (330.0, 0.06, 0.08, Triangle)],
        Cue::End => &[(523.3, 0.0, 0.18, Sine), (659.3, 0.12, 0.18, Sine), (784.0, 0.24, 0.3, Sine)],
    }
}

const KEY: &str = "tavola.sound";

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Whether sounds are on (the default), as the player last left it.
pub fn enabled() -> bool {
    crate::services::storage::local().and_then(|s| s.get_item(KEY).ok()?).as_deref() != Some("off")
}

/// Turns sounds on or off, and remembers it.
pub fn set_enabled(on: bool) {
    if let Some(s) = crate::services::storage::local() {
        let _ = if on { s.remove_item(KEY) } else { s.set_item(KEY, "off") };
    }
}

/// Plays `cue`; silent when muted or when the browser offers no audio.
pub fn play(cue: Cue) {
    if !enabled() {
        return;
    }
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        if let Some(ctx) = c.as_ref() {
            for &(frequency, start, length, kind) in notes(cue) {
                let _ = note(ctx, frequency, start, length, kind);
            }
        }
    });
}

/// One note: an oscillator through a gain that rises in 10 ms and fades out.
fn note(
    ctx: &AudioContext,
    frequency: f32,
    start: f64,
    length: f64,
    kind: OscillatorType,
) -> Result<(), wasm_bindgen::JsValue> {
    let at = ctx.current_time() + start;
    let osc = ctx.create_oscillator()?;
    osc.set_type(kind);
    osc.frequency().set_value(frequency);
    let gain = ctx.create_gain()?;
    gain.gain().set_value_at_time(0.0, at)?;
    gain.gain().linear_ramp_to_value_at_time(0.2, at + 0.01)?;
    gain.gain().exponential_ramp_to_value_at_time(0.001, at + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + length + 0.02)?;
    Ok(())
}

/// The sound of the last turn of `record`: the end of the game over everything else.
pub fn cue_of(record: &AnyRecord) -> Option<Cue> {
    if record.result().is_some() {
        return Some(Cue::End);
    }
    Some(match record {
        AnyRecord::Gipf(r) => {
            let turn = r.turns().last()?;
            let removed = !turn.pre_push().is_empty()
                || !turn.mover_removals().is_empty()
                || !turn.opponent_removals().is_empty();
            if removed {
                Cue::Removal
            } else {
                Cue::Move
            }
        }
        AnyRecord::Emergo(r) => match r.turns().last()? {
            tavola_engine::emergo::Move::Capture(_) => Cue::Capture,
            _ => Cue::Move,
        },
    })
}

/// Sounds each new turn and the end of the game (not undo or browsing).
#[component]
pub fn Cues() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The game, its length and whether it had ended, as last heard.
    let heard = StoredValue::new(None::<(String, usize, bool)>);
    Effect::new(move |_| {
        let now = state
            .game
            .with(|g| g.as_ref().map(|g| (g.id.clone(), g.session.record.len(), g.session.record.result().is_some())));
        let before = heard.get_value();
        heard.set_value(now.clone());
        let (Some((id, len, ended)), Some((old_id, old_len, old_ended))) = (now, before) else { return };
        let redone = state.game.with_untracked(|g| g.as_ref().is_some_and(|g| !g.session.redo.is_empty()));
        if id == old_id && !redone && (len > old_len || (ended && !old_ended)) {
            if let Some(cue) = state.game.with_untracked(|g| g.as_ref().and_then(|g| cue_of(&g.session.record))) {
                play(cue);
            }
        }
    });
}

/// The mute switch.
#[component]
pub fn SoundToggle() -> impl IntoView {
    let on = RwSignal::new(enabled());
    view! {
        <button data-testid="sound" aria-pressed=move || on.get().to_string() class:selected=move || on.get()
            on:click=move |_| { set_enabled(!on.get_untracked()); on.set(enabled()); }>
            {say(|t| t.sound())}
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_core::session::{NewGame, Session};

    #[test]
    fn each_turn_has_its_sound() {
        let mut s = Session::new(NewGame::Emergo);
        assert_eq!(cue_of(&s.record), None);
        for m in "d6 d8 e4 g6 f4 g7 b6 d7 f6".split(' ') {
            s.play(m).unwrap();
        }
        assert_eq!(cue_of(&s.record), Some(Cue::Move));
        s.play("g6-e6-c6").unwrap();
        assert_eq!(cue_of(&s.record), Some(Cue::Capture));
        s.resign(tavola_engine::Color::White);
        assert_eq!(cue_of(&s.record), Some(Cue::End));
        let mut s =
            Session::from_record(AnyRecord::parse("[Position \"gipf basic 4/5/6/bbb1b2/6/5/4 w 15 11\"]").unwrap());
        s.play("e1-e2;oe2-e6").unwrap();
        assert_eq!(cue_of(&s.record), Some(Cue::Removal));
    }
}
