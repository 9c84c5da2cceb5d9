public class BusObject
{
    protected Connection conn;

    public BusObject(Connection conn)
    {
        this.conn = conn;
    }
}
