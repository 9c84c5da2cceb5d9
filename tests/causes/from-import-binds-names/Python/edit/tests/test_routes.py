import web


def alpha():
    app = web.Flask(__name__)

    @app.route("/")
    def home():
        return "home"

    from web.testing import EnvironBuilder

    return EnvironBuilder(), home


def beta():
    bp = web.Blueprint("bp")

    @bp.route("/")
    def listing():
        return "listing"

    return listing
